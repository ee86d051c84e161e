"""Reka Magnate: {R} choose one: Sabotage, or a Manaseed token in your Landmarks; the rares may
exhaust a Permanent you control to choose both."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import options, play
from tests.cards.builders import (
    AMELIA, REPROCESSOR, answer, check_facts, pick_if_asked, put, settle, start,
)


def _played(version: str, landmark: bool):
    g, p = start()
    mine = put(g, p, REPROCESSOR, Zone.LANDMARKS) if landmark else None
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, version, Zone.RESERVE), src="reserve")
    settle(g)
    assert g.pending.kind == "mode"
    return g, p, mine, theirs


def _seeds(g, p):
    return [g.cdef(c).name for c in g.players[p].landmarks].count("Manaseed")


def test_alt_duster_b_ax_93_c_from_reserve_sabotage_or_a_manaseed():
    check_facts("ALT_DUSTER_B_AX_93_C", 3, 3, (2, 2, 3), "AX")
    g, p, _, theirs = _played("ALT_DUSTER_B_AX_93_C", landmark=True)
    assert len([o for o in options(g) if o.startswith("mode")]) == 2  # no "both"
    answer(g, "mode 2")
    assert _seeds(g, p) == 1 and theirs in g.players[1 - p].reserve
    g, p, _, theirs = _played("ALT_DUSTER_B_AX_93_C", landmark=False)
    answer(g, "mode 1")
    pick_if_asked(g, theirs)
    assert theirs in g.players[1 - p].discard and _seeds(g, p) == 0


def _rare(version: str, faction: str) -> None:
    check_facts(version, 3, 3, (2, 2, 3), faction)
    g, p, mine, theirs = _played(version, landmark=True)
    answer(g, "mode 3")  # both, for exhausting a Permanent
    pick_if_asked(g, mine)
    assert g.cards[mine].has(Status.EXHAUSTED)
    pick_if_asked(g, theirs)
    assert theirs in g.players[1 - p].discard and _seeds(g, p) == 1
    g, p, _, _ = _played(version, landmark=False)
    assert len([o for o in options(g) if o.startswith("mode")]) == 2  # nothing to exhaust


def test_alt_duster_b_ax_93_r1_choose_one_or_exhaust_a_permanent_for_both():
    _rare("ALT_DUSTER_B_AX_93_R1", "AX")


def test_alt_duster_b_ax_93_r2_choose_one_or_exhaust_a_permanent_for_both():
    _rare("ALT_DUSTER_B_AX_93_R2", "BR")
