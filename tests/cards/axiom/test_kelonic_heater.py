"""Kelonic Heater, an Expedition Permanent: {J} (R1: {H}) Exhausted Resupply; you may play
exhausted Characters from your Reserve in my Expedition."""

import pytest

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import options, play, refresh
from tests.cards.builders import (AMELIA, MAGICAL_TRAINING, add_mana, hero_exp, put, start)

VERSIONS = ["ALT_ALIZE_B_AX_43_C", "ALT_ALIZE_B_AX_43_R1", "ALT_ALIZE_B_AX_43_R2"]


def _exhausted_in_reserve(g, p, card_id):
    cid = put(g, p, card_id, Zone.RESERVE)
    g.cards[cid].status |= Status.EXHAUSTED
    refresh(g)  # the options, now that it is exhausted
    return cid


def _plays_into_my_expedition_only(version: str) -> None:
    g, p = start()
    add_mana(g, p, 1)
    put(g, p, version, Zone.EXPEDITION, Side.COMPANION)
    cold = _exhausted_in_reserve(g, p, AMELIA)
    spell = _exhausted_in_reserve(g, p, MAGICAL_TRAINING)
    refresh(g)
    plays = [o for o in options(g) if o.startswith("play ")]
    assert f"play Amelia Earhart#{cold}@reserve -> companion" in plays
    assert f"play Amelia Earhart#{cold}@reserve -> hero" not in plays  # not the Heater's
    assert not any(f"#{spell}@" in o for o in plays)  # a Spell: not a Character
    play(g, cold, side="companion", src="reserve")
    assert cold in g.players[p].expeditions[Side.COMPANION]


def _resupplies_exhausted(version: str, src: str) -> None:
    g, p = start()
    heater = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    top = g.players[p].deck[0]
    add_mana(g, p, 1)
    play(g, heater, src=src)
    assert heater in hero_exp(g, p)
    assert top in g.players[p].reserve and g.cards[top].has(Status.EXHAUSTED)


def test_alt_alize_b_ax_43_c_exhausted_characters_play_into_my_expedition():
    _plays_into_my_expedition_only("ALT_ALIZE_B_AX_43_C")


def test_alt_alize_b_ax_43_r1_exhausted_characters_play_into_my_expedition():
    _plays_into_my_expedition_only("ALT_ALIZE_B_AX_43_R1")


def test_alt_alize_b_ax_43_r2_exhausted_characters_play_into_my_expedition():
    _plays_into_my_expedition_only("ALT_ALIZE_B_AX_43_R2")


@pytest.mark.parametrize("src", ["hand", "reserve"])
def test_alt_alize_b_ax_43_c_joining_resupplies_exhausted(src):
    _resupplies_exhausted("ALT_ALIZE_B_AX_43_C", src)


def test_alt_alize_b_ax_43_r2_joining_resupplies_exhausted():
    _resupplies_exhausted("ALT_ALIZE_B_AX_43_R2", "reserve")


def test_alt_alize_b_ax_43_r1_resupplies_exhausted_only_from_hand():
    _resupplies_exhausted("ALT_ALIZE_B_AX_43_R1", "hand")
    g, p = start()
    heater = put(g, p, "ALT_ALIZE_B_AX_43_R1", Zone.RESERVE)
    play(g, heater, src="reserve")  # Reserve Cost 1
    assert g.players[p].reserve == []
