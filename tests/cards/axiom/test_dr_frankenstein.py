"""Dr. Frankenstein: {R} You may activate the {J} abilities of target Permanent you control."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, put, ready_mana, start


HUB = "ALT_CORE_B_AX_24_C"


def _alt_core_b_ax_17_from_reserve_may_activate_a_permanents_join_abilities(version, cost):
    g, p = start()
    hub = put(g, p, HUB, Zone.LANDMARKS)
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 3 - cost and stats(g, cid) == (3, 3, 3)
    assert g.pending.kind == "may"
    act(g, "yes")
    assert g.cards[hub].counters["kelon"] == 3


def test_alt_core_b_ax_17_c_from_reserve_may_activate_a_permanents_join_abilities():
    _alt_core_b_ax_17_from_reserve_may_activate_a_permanents_join_abilities('ALT_CORE_B_AX_17_C', 3)


def test_alt_core_b_ax_17_r_from_reserve_may_activate_a_permanents_join_abilities():
    _alt_core_b_ax_17_from_reserve_may_activate_a_permanents_join_abilities('ALT_CORE_B_AX_17_R', 2)


def test_alt_core_b_ax_17_r2_from_reserve_may_activate_a_permanents_join_abilities():
    _alt_core_b_ax_17_from_reserve_may_activate_a_permanents_join_abilities('ALT_CORE_B_AX_17_R2', 2)


def test_alt_core_b_ax_17_c_may_decline():
    g, p = start()
    hub = put(g, p, HUB, Zone.LANDMARKS)
    play(g, put(g, p, "ALT_CORE_B_AX_17_C", Zone.RESERVE), src="reserve")
    act(g, "no")
    assert g.cards[hub].counters.get("kelon", 0) == 0


def test_alt_core_b_ax_17_r_from_hand_does_nothing():
    g, p = start()
    add_mana(g, p, 1)
    hub = put(g, p, HUB, Zone.LANDMARKS)
    play(g, put(g, p, "ALT_CORE_B_AX_17_R"))
    assert g.pending.kind == "turn" and g.cards[hub].counters.get("kelon", 0) == 0
