"""Kadigiran Alchemist: {H} I gain boosts (2, the rare 3).

Kadigiran Alchemist (Ordis rare): {H} I gain 3 boosts."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import play
from tests.cards.builders import put, start


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


def test_alt_core_b_yz_12_r2_gains_3_boosts_from_hand_but_not_from_reserve():
    g, p = start()
    alchemist = put(g, p, "ALT_CORE_B_YZ_12_R2")
    play(g, alchemist)
    assert stats(g, alchemist) == (4, 4, 4)
    g, p = start()
    alchemist = put(g, p, "ALT_CORE_B_YZ_12_R2", Zone.RESERVE)
    play(g, alchemist, src="reserve")
    assert stats(g, alchemist) == (1, 1, 1)
