"""Vaike, Energy Pioneer: you may play exhausted cards from your Reserve (an exception to
CR 2.4.5.c); the rares add {R} Exhausted Resupply."""

import pytest

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play, refresh
from tests.cards.builders import (AMELIA, MAGICAL_TRAINING, add_mana, can_play, hero_exp, put,
                                  start)

VERSIONS = ["ALT_ALIZE_B_AX_35_C", "ALT_ALIZE_B_AX_35_R1", "ALT_ALIZE_B_AX_35_R2"]


def _exhausted_in_reserve(g, p, card_id):
    cid = put(g, p, card_id, Zone.RESERVE)
    g.cards[cid].status |= Status.EXHAUSTED
    refresh(g)  # the options, now that it is exhausted
    return cid


def _plays_an_exhausted_card(version: str) -> None:
    g, p = start()
    add_mana(g, p, 3)
    cold = _exhausted_in_reserve(g, p, AMELIA)
    spell = _exhausted_in_reserve(g, p, MAGICAL_TRAINING)
    assert not can_play(g, cold)  # CR 2.4.5.c
    put(g, p, version, Zone.EXPEDITION)
    refresh(g)
    assert can_play(g, cold) and can_play(g, spell)
    play(g, cold, src="reserve")
    assert cold in hero_exp(g, p)


def test_alt_alize_b_ax_35_c_lets_me_play_exhausted_cards_from_reserve():
    _plays_an_exhausted_card("ALT_ALIZE_B_AX_35_C")


def test_alt_alize_b_ax_35_r1_lets_me_play_exhausted_cards_from_reserve():
    _plays_an_exhausted_card("ALT_ALIZE_B_AX_35_R1")


def test_alt_alize_b_ax_35_r2_lets_me_play_exhausted_cards_from_reserve():
    _plays_an_exhausted_card("ALT_ALIZE_B_AX_35_R2")


def test_alt_alize_b_ax_35_c_does_not_help_the_opponent():
    g, p = start()
    put(g, 1 - p, "ALT_ALIZE_B_AX_35_C", Zone.EXPEDITION)
    cold = _exhausted_in_reserve(g, p, AMELIA)
    assert not can_play(g, cold)


@pytest.mark.parametrize("version", ["ALT_ALIZE_B_AX_35_R1", "ALT_ALIZE_B_AX_35_R2"])
def test_alt_alize_b_ax_35_rares_from_reserve_resupply_exhausted(version):
    g, p = start()
    vaike = put(g, p, version, Zone.RESERVE)
    top = g.players[p].deck[0]
    play(g, vaike, src="reserve")
    assert top in g.players[p].reserve and g.cards[top].has(Status.EXHAUSTED)
