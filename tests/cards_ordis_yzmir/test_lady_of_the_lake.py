"""Lady of the Lake: vanilla."""

from tests.cards_ordis_yzmir.helpers import Zone, play_from_hand, stats


def test_alt_core_b_yz_09_c_costs_2_and_is_1_1_3_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_09_C")
    assert (paid, stats(g, cid), g.cards[cid].zone) == (2, (1, 1, 3), Zone.EXPEDITION)
