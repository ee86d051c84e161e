"""Brainwash: Fleeting; target a Character with Reserve Cost 2 or less in any Reserve and play
it for free, into one of your Expeditions; its owner keeps it (CR 7.3.20, 1.4.3.a; Base
Cost of a Reserve card: README, Rules notes)."""

from altered_tui.engine.types import Phase, Side, Status, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (ACHILLES, SKALD, TROOPER, add_mana, can_pick, check_facts, pick,
                                  run_until, spell_cost_paid, put, start)


def _brainwash(card_id, cost):
    g, p = start()
    add_mana(g, p, max(0, cost - 3))
    theirs = put(g, 1 - p, TROOPER, Zone.RESERVE)  # Reserve Cost 1
    dear = put(g, 1 - p, ACHILLES, Zone.RESERVE)
    wash = put(g, p, card_id)
    assert spell_cost_paid(g, p, wash) == cost
    assert not can_pick(g, dear)
    if g.pending.kind == "target":
        pick(g, theirs)
    act(g, next(o for o in options(g) if o.startswith("play") and "-> companion" in o))
    c = g.cards[theirs]
    assert theirs in g.players[p].expeditions[Side.COMPANION]
    assert (c.controller, c.owner) == (p, 1 - p) and c.has(Status.FLEETING)  # from a Reserve
    assert wash in g.players[p].discard
    return g, p, theirs


def test_alt_cyclone_b_yz_79_c_plays_an_opponents_reserve_character_for_me():
    g, p, trooper = _brainwash("ALT_CYCLONE_B_YZ_79_C", 4)
    run_until(g, 2, Phase.MORNING)
    assert trooper in g.players[1 - p].discard  # Fleeting at Rest: to its owner's pile
    check_facts("ALT_CYCLONE_B_YZ_79_C", 4, 4, None, "YZ")


def test_alt_cyclone_b_yz_79_c_my_own_reserve_card_may_be_played_too():
    g, p = start()
    add_mana(g, p, 1)
    skald = put(g, p, SKALD, Zone.RESERVE)  # Reserve Cost 2
    wash = put(g, p, "ALT_CYCLONE_B_YZ_79_C")
    spell_cost_paid(g, p, wash)
    if g.pending.kind == "target":
        pick(g, skald)
    act(g, next(o for o in options(g) if o.startswith("play") and "-> hero" in o))
    assert skald in g.players[p].expeditions[Side.HERO]


def test_alt_cyclone_b_yz_79_r1_plays_an_opponents_reserve_character_for_me():
    _brainwash("ALT_CYCLONE_B_YZ_79_R1", 3)
    check_facts("ALT_CYCLONE_B_YZ_79_R1", 3, 3, None, "YZ")


def test_alt_cyclone_b_yz_79_r2_plays_an_opponents_reserve_character_for_me():
    _brainwash("ALT_CYCLONE_B_YZ_79_R2", 3)
    check_facts("ALT_CYCLONE_B_YZ_79_R2", 3, 3, None, "LY")
