"""Monolith Archivist (faction-shifted to Yzmir): Defender."""

from altered_tui.engine.progress import blocked_reason

from tests.cards_ordis_yzmir.helpers import Side, play_from_hand, stats


def test_alt_core_b_or_10_r2_has_defender_so_its_expedition_cannot_move_forward():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_10_R2", Side.COMPANION)
    assert (paid, stats(g, cid)) == (2, (3, 3, 3))
    assert "Defender" in (blocked_reason(g, p, Side.COMPANION) or "")
    assert blocked_reason(g, p, Side.HERO) is None
