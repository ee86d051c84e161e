"""Ploutos, Reka Hexarch (Exalted): {J} target player does Exhausted Resupply (CR 7.3.11);
when you make a Gift, target Character gains Anchored (README: Gift)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, add_mana, card, check_facts, pick_if_asked, put, settle, start

PLOUTOS = "ALT_DUSTER_B_MU_96_E"


def test_alt_duster_b_mu_96_e_target_player_exhausted_resupplies_a_gift_anchors_a_character():
    d = card(PLOUTOS)
    assert d.rarity.value == "exalted"
    check_facts(PLOUTOS, 7, 7, (5, 5, 5), "MU")
    g, p = start()
    add_mana(g, p, 4)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    top = g.players[1 - p].deck[0]
    play(g, put(g, p, PLOUTOS))
    settle(g)
    assert g.pending.kind == "player"
    act(g, "player theirs")
    assert top in g.players[1 - p].reserve and g.cards[top].has(Status.EXHAUSTED)
    settle(g)  # the opponent Resupplied on my turn: a Gift
    pick_if_asked(g, theirs)
    assert g.cards[theirs].has(Status.ANCHORED)
    g, p = start()
    add_mana(g, p, 4)
    top = g.players[p].deck[0]
    play(g, put(g, p, PLOUTOS))
    settle(g)
    act(g, "player yours")
    assert top in g.players[p].reserve and g.cards[top].has(Status.EXHAUSTED)
    assert not any(e.kind == "gift" for e in g.log)  # my own Resupply is no Gift
