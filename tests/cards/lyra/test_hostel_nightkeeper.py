"""Hostel Nightkeeper: {H} you may target a Character: it gains Asleep (CR 2.4.3), then create a
Manaseed token in its controller's Landmarks. R1: the Manaseed only if you control it, in your
Landmarks. R2: as the common."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, add_mana, check_facts, label, pick, put, start


def kept(version: str, mine: bool) -> tuple[bool, int, int]:
    """(the target is Asleep, Manaseeds in my Landmarks, in the opponent's)."""
    g, p = start()
    add_mana(g, p, 1)
    owner = p if mine else 1 - p
    target = put(g, owner, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    me = put(g, p, version)
    play(g, me)
    assert g.pending.kind == "may" and g.pending.player == p
    act(g, "yes")
    if g.pending is not None and g.pending.kind == "target":
        pick(g, target, "target")
    seeds = [sum(1 for c in g.players[q].landmarks if g.cdef(c).name == "Manaseed") for q in (p, 1 - p)]
    return g.cards[target].has(Status.ASLEEP), seeds[0], seeds[1]


def test_alt_duster_b_ly_95_c_asleep_and_a_manaseed_for_its_controller():
    assert kept("ALT_DUSTER_B_LY_95_C", mine=False) == (True, 0, 1)
    assert kept("ALT_DUSTER_B_LY_95_C", mine=True) == (True, 1, 0)
    check_facts("ALT_DUSTER_B_LY_95_C", 4, 3, (4, 0, 4), "LY")


def test_alt_duster_b_ly_95_r1_asleep_and_a_manaseed_only_if_you_control_it():
    assert kept("ALT_DUSTER_B_LY_95_R1", mine=False) == (True, 0, 0)
    assert kept("ALT_DUSTER_B_LY_95_R1", mine=True) == (True, 1, 0)
    check_facts("ALT_DUSTER_B_LY_95_R1", 4, 3, (4, 2, 4), "LY")


def test_alt_duster_b_ly_95_r2_asleep_and_a_manaseed_for_its_controller():
    assert kept("ALT_DUSTER_B_LY_95_R2", mine=False) == (True, 0, 1)
    assert kept("ALT_DUSTER_B_LY_95_R2", mine=True) == (True, 1, 0)
    check_facts("ALT_DUSTER_B_LY_95_R2", 4, 3, (4, 0, 4), "MU")
