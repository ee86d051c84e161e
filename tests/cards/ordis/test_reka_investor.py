"""Reka Investor: At Dusk, create a Manaseed token in your Landmarks. R1 also: when I leave the
Expedition zone, create an Ordis Recruit in my Expedition (CR 6.3.j): Rest included. R2: as R1."""

from altered_tui.engine.types import Phase, Side, Zone

from tests.cards.builders import check_facts, put, recruits, run_until, start


def _after(version: str, phase: Phase, day: int = 1):
    g, p = start()
    put(g, p, version, Zone.EXPEDITION, Side.COMPANION)
    run_until(g, day, phase)
    seeds = sum(1 for c in g.players[p].landmarks if g.cdef(c).name == "Manaseed")
    return seeds, len(recruits(g, p, Side.COMPANION))


def test_alt_duster_b_or_92_c_a_manaseed_at_dusk():
    assert _after("ALT_DUSTER_B_OR_92_C", Phase.NIGHT) == (1, 0)
    assert _after("ALT_DUSTER_B_OR_92_C", Phase.NOON, day=2) == (1, 0)
    check_facts("ALT_DUSTER_B_OR_92_C", 3, 3, (3, 3, 0), "OR")


def test_alt_duster_b_or_92_r1_a_manaseed_at_dusk_and_a_recruit_as_i_rest():
    assert _after("ALT_DUSTER_B_OR_92_R1", Phase.NOON, day=2) == (1, 1)
    check_facts("ALT_DUSTER_B_OR_92_R1", 3, 3, (3, 3, 0), "OR")


def test_alt_duster_b_or_92_r2_a_manaseed_at_dusk_and_a_recruit_as_i_rest():
    assert _after("ALT_DUSTER_B_OR_92_R2", Phase.NOON, day=2) == (1, 1)
    check_facts("ALT_DUSTER_B_OR_92_R2", 3, 3, (3, 3, 0), "MU")
