"""Ordis Trooper: a vanilla Soldier in three versions."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.cards.builders import play_from_hand, plays_for_its_printed_costs


def _played(card_id):
    g, p, cid, paid = play_from_hand(card_id)
    assert g.cards[cid].zone is Zone.EXPEDITION and cid in g.players[p].expeditions[Side.HERO]
    return paid, stats(g, cid)


def test_alt_core_b_or_05_c_costs_1_and_is_1_1_1_in_play():
    assert _played("ALT_CORE_B_OR_05_C") == (1, (1, 1, 1))


def test_alt_core_b_or_05_r_costs_1_and_is_1_2_2_in_play():
    assert _played("ALT_CORE_B_OR_05_R") == (1, (1, 2, 2))


def test_alt_core_b_or_05_r2_costs_1_and_is_1_1_1_in_play():
    assert _played("ALT_CORE_B_OR_05_R2") == (1, (1, 1, 1))


def test_alt_core_b_or_05_r2_ordis_trooper_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CORE_B_OR_05_R2")
