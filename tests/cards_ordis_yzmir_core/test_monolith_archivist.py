"""Monolith Archivist (common): Defender."""

from tests.cards_ordis_yzmir_core.helpers import Side, Zone, finish_day, has_defender, play_from_hand, progress, put, start, stats


def test_alt_core_b_or_10_c_costs_2_is_3_3_3_and_has_defender():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_10_C")
    assert (paid, stats(g, cid)) == (2, (3, 3, 3)) and has_defender(g, cid)


def test_alt_core_b_or_10_c_its_expedition_does_not_move_forward_during_dusk():
    g, p = start()
    put(g, p, "ALT_CORE_B_OR_10_C", Zone.EXPEDITION, Side.HERO)
    finish_day(g)
    assert progress(g, p, Side.HERO) == 0
