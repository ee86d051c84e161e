"""Muna Botanist: {H} target opponent Resupplies (the rares: exhausted); {H} you may have
another Character with Base Cost {3} or less gain Anchored."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    ASMODEUS, SKALD, can_pick, check_facts, pick, put, settle_accepting, start,
)


def _botanist(version: str, exhausted: bool) -> None:
    g, p = start()
    cheap = put(g, 1 - p, SKALD, Zone.EXPEDITION, Side.HERO)  # Hand Cost 2
    big = put(g, 1 - p, ASMODEUS, Zone.EXPEDITION, Side.HERO)  # Hand Cost 6
    top = g.players[1 - p].deck[0]
    me = put(g, p, version)
    play(g, me)
    while g.pending is not None and g.pending.kind in ("reaction", "may"):
        settle_accepting(g)
        if g.pending is not None and g.pending.kind == "target":
            assert not can_pick(g, big) and not can_pick(g, me)
            pick(g, cheap)
    assert g.cards[cheap].has(Status.ANCHORED) and not g.cards[big].has(Status.ANCHORED)
    assert top in g.players[1 - p].reserve
    assert g.cards[top].has(Status.EXHAUSTED) == exhausted


def test_alt_duster_b_mu_88_c_opponent_resupplies_and_a_cheap_character_gains_anchored():
    check_facts("ALT_DUSTER_B_MU_88_C", 2, 2, (2, 2, 0), "MU")
    _botanist("ALT_DUSTER_B_MU_88_C", exhausted=False)


def test_alt_duster_b_mu_88_r1_opponent_exhausted_resupplies_and_anchored():
    check_facts("ALT_DUSTER_B_MU_88_R1", 2, 1, (2, 1, 0), "MU")
    _botanist("ALT_DUSTER_B_MU_88_R1", exhausted=True)


def test_alt_duster_b_mu_88_r2_opponent_exhausted_resupplies_and_anchored():
    check_facts("ALT_DUSTER_B_MU_88_R2", 2, 1, (2, 1, 0), "BR")
    _botanist("ALT_DUSTER_B_MU_88_R2", exhausted=True)
