"""Cuppa Sap, a Spell: target Character in a Reserve, either player's, gains 2 boosts (the
Bravos rare: 3). It keeps them there (CR 2.5.a)."""

from altered_tui.engine.types import Zone

from tests.cards.builders import AMELIA, CHRONICLER, pick, put, resolve_spell, play_spell, start


def _boosts_a_character_in_reserve(version: str, boosts: int) -> None:
    g, p = start()
    mine = put(g, p, AMELIA, Zone.RESERVE)
    theirs = put(g, 1 - p, CHRONICLER, Zone.RESERVE)
    in_play = put(g, p, AMELIA, Zone.EXPEDITION)
    sap = put(g, p, version)
    play_spell(g, sap)
    pick(g, theirs)  # the opponent's Reserve is a Reserve too
    resolve_spell(g, sap)
    assert g.cards[theirs].boosts == boosts and theirs in g.players[1 - p].reserve
    assert g.cards[mine].boosts == 0 and g.cards[in_play].boosts == 0
    g, p = start()
    mine = put(g, p, AMELIA, Zone.RESERVE)
    sap = put(g, p, version)
    play_spell(g, sap)
    pick(g, mine)
    resolve_spell(g, sap)
    assert g.cards[mine].boosts == boosts


def test_alt_bise_b_br_60_c_gives_two_boosts_to_a_character_in_reserve():
    _boosts_a_character_in_reserve("ALT_BISE_B_BR_60_C", 2)


def test_alt_bise_b_br_60_r1_gives_three_boosts_to_a_character_in_reserve():
    _boosts_a_character_in_reserve("ALT_BISE_B_BR_60_R1", 3)


def test_alt_bise_b_br_60_r2_gives_two_boosts_to_a_character_in_reserve():
    _boosts_a_character_in_reserve("ALT_BISE_B_BR_60_R2", 2)
