"""Kadigiran Alchemist: {H} I gain boosts (2, the rare 3)."""

from tests.cards_ordis_yzmir.helpers import Zone, play, put, ready_orbs, start, stats


def _played(card_id, src):
    g, p = start()
    alchemist = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    before = len(ready_orbs(g, p))
    play(g, alchemist, src=src)
    return before - len(ready_orbs(g, p)), stats(g, alchemist)


def test_alt_core_b_yz_12_c_gains_2_boosts_when_played_from_hand():
    assert _played("ALT_CORE_B_YZ_12_C", "hand") == (3, (3, 3, 3))


def test_alt_core_b_yz_12_c_gains_nothing_when_played_from_reserve():
    assert _played("ALT_CORE_B_YZ_12_C", "reserve") == (1, (1, 1, 1))


def test_alt_core_b_yz_12_r_gains_3_boosts_when_played_from_hand():
    assert _played("ALT_CORE_B_YZ_12_R", "hand") == (3, (4, 4, 4))
