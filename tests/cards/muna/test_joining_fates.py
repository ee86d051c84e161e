"""Joining Fates: Fleeting; you may immediately play a Character for {7} less in your
Companion Expedition; it gains Anchored (R1: target player may play one for free in theirs)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    ACHILLES, add_mana, card, only_in_hand, play_spell, put, ready_mana, settle, start,
)

C, R1, R2 = "ALT_CYCLONE_B_MU_81_C", "ALT_CYCLONE_B_MU_81_R1", "ALT_CYCLONE_B_MU_81_R2"


def _facts(version: str, cost: int, faction: str):
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.faction.value, d.keywords.fleeting) == (cost, cost, faction, True)


def _joined(version: str):
    g, p = start()
    spell = put(g, p, version)
    achilles = put(g, p, ACHILLES)  # Hand Cost 5: free after {7} less
    only_in_hand(g, p, [spell, achilles])
    add_mana(g, p, 7)
    before = ready_mana(g, p)
    play_spell(g, spell)
    assert g.pending.kind == "play_now" and "no" in options(g)
    assert not any("-> hero" in o for o in options(g))  # the Companion Expedition only
    act(g, next(o for o in options(g) if f"#{achilles}@" in o))
    settle(g)
    c = g.cards[achilles]
    assert c.zone is Zone.EXPEDITION and c.side is Side.COMPANION and c.has(Status.ANCHORED)
    assert before - ready_mana(g, p) == 7 and spell in g.players[p].discard
    return g


def test_alt_cyclone_b_mu_81_c_plays_a_character_for_seven_less_in_my_companion_expedition():
    _joined(C)
    _facts(C, 7, "MU")


def test_alt_cyclone_b_mu_81_r2_plays_a_character_for_seven_less_in_my_companion_expedition():
    _joined(R2)
    _facts(R2, 7, "BR")


def test_alt_cyclone_b_mu_81_r1_target_player_plays_one_of_theirs_for_free():
    g, p = start()
    spell = put(g, p, R1)
    theirs = put(g, 1 - p, ACHILLES)
    add_mana(g, p, 8)
    their_mana = ready_mana(g, 1 - p)
    play_spell(g, spell)
    act(g, "player theirs")
    assert g.pending.kind == "play_now" and g.pending.player == 1 - p
    act(g, next(o for o in options(g) if f"#{theirs}@" in o))
    settle(g)
    c = g.cards[theirs]
    assert c.zone is Zone.EXPEDITION and c.side is Side.COMPANION and c.controller == 1 - p
    assert c.has(Status.ANCHORED) and ready_mana(g, 1 - p) == their_mana  # for free
    _facts(R1, 8, "MU")
