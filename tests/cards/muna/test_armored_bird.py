"""Armored Bird: Defender (CR 7.4.2); the rares are Defender unless they face two or more
Characters (CR 1.2.3.c)."""

from altered_tui.engine.characteristics import has_keyword
from altered_tui.engine.progress import blocked_reason
from altered_tui.engine.types import Side, Zone

from tests.cards.builders import AMELIA, check_facts, put, start

C, R1, R2 = "ALT_CYCLONE_B_MU_69_C", "ALT_CYCLONE_B_MU_69_R1", "ALT_CYCLONE_B_MU_69_R2"


def test_alt_cyclone_b_mu_69_c_is_a_defender():
    g, p = start()
    bird = put(g, p, C, Zone.EXPEDITION)
    for _ in range(2):
        put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    assert has_keyword(g, bird, "defender")  # whatever it faces
    assert blocked_reason(g, p, Side.HERO) is not None  # my Expedition can't move (CR 7.4.2.b)
    check_facts(C, 3, 3, (4, 4, 5), "MU")


def _defends_against(version: str) -> list[bool]:
    """Whether the Bird's Expedition is held back by a Defender (CR 7.4.2.b), as Characters
    come to face it."""
    g, p = start()
    put(g, p, version, Zone.EXPEDITION)

    def held() -> bool:
        return blocked_reason(g, p, Side.HERO) is not None

    seen = [held()]
    put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.COMPANION)  # not facing it
    seen.append(held())
    put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    seen.append(held())
    return seen


def test_alt_cyclone_b_mu_69_r1_is_a_defender_until_it_faces_two_characters():
    assert _defends_against(R1) == [True, True, False]
    check_facts(R1, 3, 3, (4, 5, 5), "MU")


def test_alt_cyclone_b_mu_69_r2_is_a_defender_until_it_faces_two_characters():
    assert _defends_against(R2) == [True, True, False]
    check_facts(R2, 3, 3, (4, 5, 5), "OR")
