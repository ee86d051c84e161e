"""Tooth Fairy (rare): {H} Sabotage.

Tooth Fairy (common, Bravos rare): {H} Sabotage."""

import pytest

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import pick, put, start


def test_alt_core_b_yz_06_r_sabotages_a_reserve_card_when_played_from_hand():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    fairy = put(g, p, "ALT_CORE_B_YZ_06_R")
    play(g, fairy)
    pick(g, victim, "target")
    assert victim in g.players[1 - p].discard
    assert stats(g, fairy) == (1, 1, 1)


def test_alt_core_b_yz_06_r_does_not_sabotage_when_played_from_reserve():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    fairy = put(g, p, "ALT_CORE_B_YZ_06_R", Zone.RESERVE)
    play(g, fairy, src="reserve")
    assert victim in g.players[1 - p].reserve


def _fairy(card_id, src="hand"):
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    fairy = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, fairy, src=src)
    if src == "hand":
        pick(g, victim, "target")
    return g, p, fairy, victim


@pytest.mark.parametrize("card_id", ["ALT_CORE_B_YZ_06_C", "ALT_CORE_B_YZ_06_R2"])
def test_alt_core_b_yz_06_c_and_r2_sabotage_when_played_from_hand(card_id):
    g, p, fairy, victim = _fairy(card_id)
    assert victim in g.players[1 - p].discard and stats(g, fairy) == (1, 1, 1)


def test_alt_core_b_yz_06_c_does_not_sabotage_from_reserve():
    g, p, fairy, victim = _fairy("ALT_CORE_B_YZ_06_C", src="reserve")
    assert victim in g.players[1 - p].reserve


def test_alt_core_b_yz_06_r2_is_bravos_and_costs_2_2():
    g, p, fairy, victim = _fairy("ALT_CORE_B_YZ_06_R2")
    d = g.cdef(fairy)
    assert (d.faction.value, d.hand_cost, d.reserve_cost) == ("BR", 2, 2)
