"""Anubis: {J} each player sacrifices a Character, choosing in initiative order; both are
sacrificed together (CR 1.4.5.a, 7.3.25)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import options, play
from tests.cards.builders import add_mana, pick, put, start


TROOPER = "ALT_CORE_B_OR_05_C"


def _check_each_player_sacrifices(card_id):
    g, p = start()
    add_mana(g, p, 2)
    mine = put(g, p, TROOPER, Zone.EXPEDITION, Side.COMPANION)
    theirs = [put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO) for _ in range(2)]
    anubis = put(g, p, card_id)
    play(g, anubis, "hero")
    assert g.pending.player == p and sorted(options(g)) == sorted(
        f"choose {g.cdef(c).name}#{c}" for c in (mine, anubis))
    pick(g, mine)
    assert g.pending.player == 1 - p and g.cards[mine].zone is Zone.EXPEDITION  # not yet
    pick(g, theirs[0])
    assert g.cards[mine].zone is Zone.DISCARD and g.cards[theirs[0]].zone is Zone.DISCARD
    assert g.cards[anubis].zone is Zone.EXPEDITION and g.cards[theirs[1]].zone is Zone.EXPEDITION


def test_alt_core_b_or_20_c_each_player_sacrifices_a_character():
    _check_each_player_sacrifices("ALT_CORE_B_OR_20_C")


def test_alt_core_b_or_20_r_each_player_sacrifices_a_character():
    _check_each_player_sacrifices("ALT_CORE_B_OR_20_R")


def test_alt_core_b_or_20_r2_each_player_sacrifices_a_character():
    _check_each_player_sacrifices("ALT_CORE_B_OR_20_R2")


def test_alt_core_b_or_20_c_a_player_without_characters_does_nothing():
    g, p = start()
    add_mana(g, p, 2)
    anubis = put(g, p, "ALT_CORE_B_OR_20_C")
    play(g, anubis, "hero")
    assert g.cards[anubis].zone is Zone.DISCARD  # your only Character; the opponent has none
    assert g.pending.kind == "turn"
