"""Daughter of Naos: {J} I gain Anchored; while Anchored I am Defender (CR 7.4.2); the R1
also gains a boost when you make a Gift, if it has fewer than 2 (README: Gift)."""

from altered_tui.engine.characteristics import has_keyword
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import back_to, check_facts, put, settle, start, use_support

DAPENG = "ALT_DUSTER_B_MU_95_C"  # {D}: each player draws a card


def _anchored_defender(version: str):
    g, p = start()
    me = put(g, p, version)
    play(g, me)
    settle(g)
    assert g.cards[me].has(Status.ANCHORED) and has_keyword(g, me, "defender")
    g.cards[me].status &= ~Status.ANCHORED
    assert not has_keyword(g, me, "defender")  # only while Anchored
    return g, p, me


def _gifts(g, p, me, n: int) -> None:
    back_to(g, p)
    for _ in range(n):
        use_support(g, put(g, p, DAPENG, Zone.RESERVE))
        settle(g)


def test_alt_duster_b_mu_92_c_anchored_as_it_joins_and_defender_while_anchored():
    check_facts("ALT_DUSTER_B_MU_92_C", 3, 3, (2, 3, 3), "MU")
    g, p, me = _anchored_defender("ALT_DUSTER_B_MU_92_C")
    _gifts(g, p, me, 1)
    assert g.cards[me].boosts == 0  # no Gift ability


def test_alt_duster_b_mu_92_r1_defender_while_anchored_and_boosts_on_gifts_up_to_two():
    check_facts("ALT_DUSTER_B_MU_92_R1", 3, 3, (2, 3, 3), "MU")
    g, p, me = _anchored_defender("ALT_DUSTER_B_MU_92_R1")
    _gifts(g, p, me, 3)
    assert g.cards[me].boosts == 2  # the third Gift finds it with 2


def test_alt_duster_b_mu_92_r2_anchored_as_it_joins_and_defender_while_anchored():
    check_facts("ALT_DUSTER_B_MU_92_R2", 3, 3, (2, 3, 3), "OR")
    g, p, me = _anchored_defender("ALT_DUSTER_B_MU_92_R2")
    _gifts(g, p, me, 1)
    assert g.cards[me].boosts == 0
