"""Ratatoskr: {R} I gain 2 boosts (rare: 3; Ordis rare: create two Ordis Recruits in my
Expedition instead)."""

import pytest

from altered_tui.cards.models import Faction
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import card, put, ready_mana, start, tokens_named


def _from_reserve(version: str, side: str = "hero"):
    g, p = start()
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, side=side, src="reserve")
    assert ready_mana(g, p) == 0  # Reserve Cost 3
    return g, p, cid


def test_alt_core_b_br_04_c_gains_two_boosts_when_played_from_reserve():
    g, p, cid = _from_reserve("ALT_CORE_B_BR_04_C")
    assert stats(g, cid) == (3, 3, 3)


def test_alt_core_b_br_04_r_gains_three_boosts_when_played_from_reserve():
    g, p, cid = _from_reserve("ALT_CORE_B_BR_04_R")
    assert stats(g, cid) == (4, 4, 4)


def test_alt_core_b_br_04_r2_creates_two_ordis_recruits_in_its_expedition():
    g, p, cid = _from_reserve("ALT_CORE_B_BR_04_R2", side="companion")
    assert len(tokens_named(g, p, "Ordis Recruit", Side.COMPANION)) == 2
    assert tokens_named(g, p, "Ordis Recruit", Side.HERO) == []
    assert stats(g, cid) == (1, 1, 1)
    assert card("ALT_CORE_B_BR_04_R2").faction is Faction.OR


@pytest.mark.parametrize("version", ["ALT_CORE_B_BR_04_C", "ALT_CORE_B_BR_04_R", "ALT_CORE_B_BR_04_R2"])
def test_alt_core_b_br_04_played_from_hand_costs_one_and_does_nothing_more(version):
    g, p = start()
    cid = put(g, p, version)
    play(g, cid)
    assert ready_mana(g, p) == 2
    assert stats(g, cid) == (1, 1, 1) and tokens_named(g, p, "Ordis Recruit") == []
