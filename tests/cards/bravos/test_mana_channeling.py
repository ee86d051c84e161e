"""Mana Channeling: put the top card (R: the top two cards) of your Deck in your Mana zone
as exhausted Mana Orbs (CR 3.2.9.b)."""

from altered_tui.engine.observation import observation
from altered_tui.engine.types import Status

from tests.abilities.support import play
from tests.cards.builders import add_mana, put, start


def _fleeting_top_card_to_mana(version):
    g, p = start()
    spell = put(g, p, version)
    top = g.players[p].deck[0]
    orbs = len(g.players[p].mana)
    play(g, spell)
    assert top in g.players[p].mana and g.cards[top].has(Status.EXHAUSTED)
    assert len(g.players[p].mana) == orbs + 1
    assert spell in g.players[p].discard  # Fleeting
    theirs = observation(g, 1 - p)
    assert all("cid" not in o for o in theirs["players"][p]["mana"])  # faces stay private


def test_alt_core_b_br_27_c_fleeting_top_card_to_mana():
    _fleeting_top_card_to_mana("ALT_CORE_B_BR_27_C")


def test_alt_core_b_br_27_r2_fleeting_top_card_to_mana():
    _fleeting_top_card_to_mana("ALT_CORE_B_BR_27_R2")


def test_alt_core_b_br_27_r_two_cards_and_goes_to_reserve():
    g, p = start()
    add_mana(g, p, 2)
    spell = put(g, p, "ALT_CORE_B_BR_27_R")
    tops = list(g.players[p].deck[:2])
    play(g, spell)
    assert all(c in g.players[p].mana and g.cards[c].has(Status.EXHAUSTED) for c in tops)
    assert spell in g.players[p].reserve
