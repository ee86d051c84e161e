"""The Sandman: {H} up to one target Character gains Asleep; the rares: you may have it gain
2 boosts."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import CHRONICLER, check_facts, pick, put, settle, start


def _played(card_id, boost=None, target=True):
    g, p = start()
    victim = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    sandman = put(g, p, card_id)
    play(g, sandman)
    settle(g)
    assert "done" in options(g)  # up to one
    pick(g, victim) if target else act(g, "done")
    if boost is not None and g.pending.kind == "may":
        act(g, "yes" if boost else "no")
    return g, p, victim


def test_alt_core_b_ly_15_c_target_gains_asleep_and_no_boost():
    g, p, victim = _played("ALT_CORE_B_LY_15_C")
    assert g.cards[victim].has(Status.ASLEEP) and g.cards[victim].boosts == 0
    assert g.pending.kind == "turn"
    check_facts("ALT_CORE_B_LY_15_C", 3, 3, (0, 3, 3), "LY")


def test_alt_core_b_ly_15_c_may_target_nothing():
    g, p, victim = _played("ALT_CORE_B_LY_15_C", target=False)
    assert not g.cards[victim].has(Status.ASLEEP)


def test_alt_core_b_ly_15_r_target_gains_asleep_and_may_gain_two_boosts():
    g, p, victim = _played("ALT_CORE_B_LY_15_R", boost=True)
    assert g.cards[victim].has(Status.ASLEEP) and g.cards[victim].boosts == 2
    g, p, victim = _played("ALT_CORE_B_LY_15_R", boost=False)
    assert g.cards[victim].has(Status.ASLEEP) and g.cards[victim].boosts == 0
    check_facts("ALT_CORE_B_LY_15_R", 3, 2, (0, 3, 3), "LY")


def test_alt_core_b_ly_15_r2_ordis_version_asleep_and_two_boosts():
    g, p, victim = _played("ALT_CORE_B_LY_15_R2", boost=True)
    assert g.cards[victim].has(Status.ASLEEP) and g.cards[victim].boosts == 2
    check_facts("ALT_CORE_B_LY_15_R2", 3, 2, (0, 3, 3), "OR")
