"""Monolith Archivist (faction-shifted to Yzmir): Defender.

Monolith Archivist (common): Defender."""

from altered_tui.engine.characteristics import has_defender
from altered_tui.engine.objects import stats
from altered_tui.engine.progress import blocked_reason
from altered_tui.engine.types import Side, Zone

from tests.cards.builders import finish_day, play_from_hand, progress, put, start


def test_alt_core_b_or_10_r2_has_defender_so_its_expedition_cannot_move_forward():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_10_R2", Side.COMPANION)
    assert (paid, stats(g, cid)) == (2, (3, 3, 3))
    assert (blocked_reason(g, p, Side.COMPANION) or {}).get("via") == "defender"
    assert blocked_reason(g, p, Side.HERO) is None


def test_alt_core_b_or_10_c_costs_2_is_3_3_3_and_has_defender():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_10_C")
    assert (paid, stats(g, cid)) == (2, (3, 3, 3)) and has_defender(g, cid)


def test_alt_core_b_or_10_c_its_expedition_does_not_move_forward_during_dusk():
    g, p = start()
    put(g, p, "ALT_CORE_B_OR_10_C", Zone.EXPEDITION, Side.HERO)
    finish_day(g)
    assert progress(g, p, Side.HERO) == 0


def test_alt_core_b_or_10_r_defender_unless_two_other_bureaucrats():
    from altered_tui.engine.characteristics import has_defender
    from tests.cards.builders import card

    d = card("ALT_CORE_B_OR_10_R")
    assert (d.hand_cost, d.reserve_cost, d.forest, d.mountain, d.water) == (2, 2, 3, 3, 3)
    g, p = start()
    me = put(g, p, "ALT_CORE_B_OR_10_R", Zone.EXPEDITION, Side.HERO)
    assert has_defender(g, me)
    put(g, p, "ALT_CORE_B_OR_09_C", Zone.EXPEDITION, Side.COMPANION)  # The Frog Prince, a Bureaucrat
    assert has_defender(g, me)
    put(g, p, "ALT_CORE_B_OR_09_C", Zone.EXPEDITION, Side.COMPANION)
    assert not has_defender(g, me)


def test_alt_core_b_or_10_r_with_two_other_bureaucrats_its_expedition_moves_at_dusk():
    g, p = start()
    put(g, p, "ALT_CORE_B_OR_10_R", Zone.EXPEDITION, Side.HERO)
    put(g, p, "ALT_CORE_B_OR_09_C", Zone.EXPEDITION, Side.COMPANION)
    put(g, p, "ALT_CORE_B_OR_09_C", Zone.EXPEDITION, Side.COMPANION)
    finish_day(g)
    assert progress(g, p, Side.HERO) == 1


def test_alt_core_b_or_10_r_alone_its_expedition_stays_at_dusk():
    g, p = start()
    put(g, p, "ALT_CORE_B_OR_10_R", Zone.EXPEDITION, Side.HERO)
    finish_day(g)
    assert progress(g, p, Side.HERO) == 0
