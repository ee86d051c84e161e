"""Ordis Overseer: {J} if my Expedition is behind, create an Ordis Recruit in my Expedition (R1:
one for each Bureaucrat you control). Support {D}: create an Ordis Recruit in target
Expedition."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import BUREAUCRAT, put, recruits, start, use_support


def _joins(version: str, behind: bool, bureaucrats: int = 0) -> int:
    g, p = start()
    if behind:
        g.players[1 - p].positions[Side.HERO] = 1
    for _ in range(bureaucrats):
        put(g, p, BUREAUCRAT, Zone.EXPEDITION, Side.COMPANION)
    overseer = put(g, p, version)
    play(g, overseer)
    return len(recruits(g, p, Side.HERO))


def test_alt_alize_b_or_34_c_a_recruit_when_behind():
    assert _joins("ALT_ALIZE_B_OR_34_C", behind=True) == 1
    assert _joins("ALT_ALIZE_B_OR_34_C", behind=False) == 0


def test_alt_alize_b_or_34_r2_a_recruit_when_behind():
    assert _joins("ALT_ALIZE_B_OR_34_R2", behind=True) == 1


def test_alt_alize_b_or_34_r1_a_recruit_for_each_bureaucrat_when_behind():
    # the Overseer is a Bureaucrat itself: it counts too
    assert _joins("ALT_ALIZE_B_OR_34_R1", behind=True, bureaucrats=2) == 3
    assert _joins("ALT_ALIZE_B_OR_34_R1", behind=True, bureaucrats=0) == 1
    assert _joins("ALT_ALIZE_B_OR_34_R1", behind=False, bureaucrats=2) == 0


def test_alt_alize_b_or_34_support_creates_a_recruit_in_target_expedition():
    for version in ("ALT_ALIZE_B_OR_34_C", "ALT_ALIZE_B_OR_34_R1", "ALT_ALIZE_B_OR_34_R2"):
        g, p = start()
        overseer = put(g, p, version, Zone.RESERVE)
        use_support(g, overseer)
        act(g, "expedition -> companion yours")
        assert len(recruits(g, p, Side.COMPANION)) == 1 and overseer in g.players[p].discard
