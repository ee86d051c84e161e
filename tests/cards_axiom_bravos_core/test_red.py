"""Red: Seasoned (common and Yzmir rare)."""

from tests.cards_axiom_bravos_core.helpers import send_to_reserve, vanilla


def _alt_core_b_br_10_c_and_r2_are_seasoned_2_2_2_for_two(version):
    g, p, cid = vanilla(version, 2, (2, 2, 2))
    g.cards[cid].counters["boost"] = 2
    send_to_reserve(g, cid)
    assert cid in g.players[p].reserve and g.cards[cid].boosts == 2


def test_alt_core_b_br_10_c_are_seasoned_2_2_2_for_two():
    _alt_core_b_br_10_c_and_r2_are_seasoned_2_2_2_for_two('ALT_CORE_B_BR_10_C')


def test_alt_core_b_br_10_r2_are_seasoned_2_2_2_for_two():
    _alt_core_b_br_10_c_and_r2_are_seasoned_2_2_2_for_two('ALT_CORE_B_BR_10_R2')
