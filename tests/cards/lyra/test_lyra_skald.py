"""Lyra Skald: a vanilla Character (2/2, 3-0-2).

Lyra Skald rares: {H} you may discard a card from your Reserve to Resupply; support {D}:
the next card you play this turn costs {1} less."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    CHRONICLER,
    check_facts,
    check_next_card_costs_one_less,
    pick,
    put,
    ready_mana,
    start,
)


def test_alt_core_b_ly_08_c_played_from_hand_costs_two_with_its_printed_stats():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_LY_08_C")
    before = ready_mana(g, p)
    play(g, cid)
    assert ready_mana(g, p) == before - 2
    assert cid in g.players[p].expeditions[g.cards[cid].side]
    assert stats(g, cid) == (3, 0, 2)


def test_alt_core_b_ly_08_c_played_from_reserve_costs_two():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_LY_08_C", Zone.RESERVE)
    before = ready_mana(g, p)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == before - 2
    assert g.cards[cid].zone is Zone.EXPEDITION


def _played_discarding(card_id, accept):
    g, p = start()
    fodder = put(g, p, CHRONICLER, Zone.RESERVE)
    skald = put(g, p, card_id)
    top = g.players[p].deck[0]
    play(g, skald)
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.pending.kind == "may"
    act(g, "yes" if accept else "no")
    if accept and g.pending.kind == "choose":
        pick(g, fodder)
    return g, p, fodder, top


def test_alt_core_b_ly_08_r_may_discard_a_reserve_card_to_resupply():
    g, p, fodder, top = _played_discarding("ALT_CORE_B_LY_08_R", True)
    assert fodder in g.players[p].discard and top in g.players[p].reserve
    g, p, fodder, top = _played_discarding("ALT_CORE_B_LY_08_R", False)
    assert fodder in g.players[p].reserve and top not in g.players[p].reserve
    check_facts("ALT_CORE_B_LY_08_R", 2, 2, (3, 0, 2), "LY")


def test_alt_core_b_ly_08_r_support_next_card_costs_one_less():
    check_next_card_costs_one_less("ALT_CORE_B_LY_08_R")


def test_alt_core_b_ly_08_r2_yzmir_version_discard_to_resupply_and_support():
    g, p, fodder, top = _played_discarding("ALT_CORE_B_LY_08_R2", True)
    assert fodder in g.players[p].discard and top in g.players[p].reserve
    check_next_card_costs_one_less("ALT_CORE_B_LY_08_R2")
    check_facts("ALT_CORE_B_LY_08_R2", 2, 2, (3, 0, 2), "YZ")


def test_alt_core_b_ly_08_r_from_reserve_has_no_hand_ability():
    g, p = start()
    skald = put(g, p, "ALT_CORE_B_LY_08_R", Zone.RESERVE)
    put(g, p, CHRONICLER, Zone.RESERVE)
    play(g, skald, src="reserve")
    assert g.pending.kind == "turn"
