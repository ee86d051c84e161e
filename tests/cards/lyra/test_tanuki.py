"""Tanuki: {H} Sabotage; the rare adds {R} roll a die, on 4+ Sabotage.

Tanuki (Bravos rare): {H} Sabotage."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import CHRONICLER, check_facts, fix_dice, pick, put, settle, start


def test_alt_core_b_ly_09_c_played_from_hand_sabotages_a_reserve_card():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_LY_16_C", Zone.RESERVE)
    cid = put(g, p, "ALT_CORE_B_LY_09_C")
    play(g, cid)
    pick(g, victim)
    assert victim in g.players[1 - p].discard


def test_alt_core_b_ly_09_c_played_from_reserve_does_not_sabotage():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_LY_16_C", Zone.RESERVE)
    cid = put(g, p, "ALT_CORE_B_LY_09_C", Zone.RESERVE)
    play(g, cid, src="reserve")
    assert g.pending.kind == "turn"
    assert victim in g.players[1 - p].reserve


def test_alt_core_b_ly_09_r_played_from_hand_sabotages_a_reserve_card():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_LY_16_C", Zone.RESERVE)
    cid = put(g, p, "ALT_CORE_B_LY_09_R")
    play(g, cid)
    pick(g, victim)
    assert victim in g.players[1 - p].discard


def test_alt_core_b_ly_09_r_played_from_reserve_sabotages_on_four_or_more():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_LY_16_C", Zone.RESERVE)
    cid = put(g, p, "ALT_CORE_B_LY_09_R", Zone.RESERVE)
    fix_dice(g, 4)
    play(g, cid, src="reserve")
    pick(g, victim)
    assert victim in g.players[1 - p].discard


def test_alt_core_b_ly_09_r_played_from_reserve_does_nothing_on_three_or_less():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_LY_16_C", Zone.RESERVE)
    cid = put(g, p, "ALT_CORE_B_LY_09_R", Zone.RESERVE)
    fix_dice(g, 3)
    play(g, cid, src="reserve")
    assert g.pending.kind == "turn"
    assert victim in g.players[1 - p].reserve


def test_alt_core_b_ly_09_r2_played_from_hand_sabotages_a_reserve_card():
    g, p = start()
    victim = put(g, 1 - p, CHRONICLER, Zone.RESERVE)
    tanuki = put(g, p, "ALT_CORE_B_LY_09_R2")
    play(g, tanuki)
    settle(g)
    pick(g, victim)
    assert victim in g.players[1 - p].discard
    check_facts("ALT_CORE_B_LY_09_R2", 3, 3, (3, 3, 0), "BR")
