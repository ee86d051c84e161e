"""Bluecap: when my Expedition fails to move forward during Dusk, create an Aerolith token in
your Landmarks (R1: two if both your Expeditions failed)."""

from altered_tui.engine.types import Phase, Side, Zone

from tests.cards.builders import ACHILLES, check_facts, put, run_until, start


def _aeroliths(g, p):
    return [c for c in g.players[p].landmarks if g.cards[c].token and g.cdef(c).name == "Aerolith"]


def _dusk(version, companion_moves=False):
    g, p = start()
    put(g, p, version, Zone.EXPEDITION, Side.HERO)
    put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)  # 5/5/5: my Hero Expedition fails
    if companion_moves:
        put(g, p, ACHILLES, Zone.EXPEDITION, Side.COMPANION)
    run_until(g, g.day, Phase.NIGHT)
    return len(_aeroliths(g, p))


def test_alt_cyclone_b_or_69_c_an_aerolith_when_my_expedition_fails():
    assert _dusk("ALT_CYCLONE_B_OR_69_C") == 1
    g, p = start()
    put(g, p, "ALT_CYCLONE_B_OR_69_C", Zone.EXPEDITION, Side.HERO)
    run_until(g, g.day, Phase.NIGHT)  # nothing faces it: it moves, no token
    assert _aeroliths(g, p) == []
    check_facts("ALT_CYCLONE_B_OR_69_C", 2, 2, (2, 2, 1), "OR")


def test_alt_cyclone_b_or_69_r1_two_when_both_expeditions_fail():
    assert _dusk("ALT_CYCLONE_B_OR_69_R1") == 2
    assert _dusk("ALT_CYCLONE_B_OR_69_R1", companion_moves=True) == 1
    check_facts("ALT_CYCLONE_B_OR_69_R1", 3, 3, (3, 3, 3), "OR")


def test_alt_cyclone_b_or_69_r2_an_aerolith_when_my_expedition_fails():
    assert _dusk("ALT_CYCLONE_B_OR_69_R2") == 1
    assert _dusk("ALT_CYCLONE_B_OR_69_R2", companion_moves=True) == 1
    check_facts("ALT_CYCLONE_B_OR_69_R2", 2, 2, (2, 2, 2), "AX")
