"""Sap Dispersal: Characters in your Reserve gain 1 boost. The rares (Fleeting): double the
number of boosts on each Character you control and in your Reserve."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import AMELIA, HARVEST, add_mana, boosted, play_spell, put, start


def test_alt_bise_b_mu_59_c_characters_in_my_reserve_gain_a_boost():
    g, p = start()
    mine = [put(g, p, AMELIA, Zone.RESERVE), boosted(g, p, AMELIA, Zone.RESERVE, boosts=1)]
    spell = put(g, p, HARVEST, Zone.RESERVE)  # not a Character
    in_play = put(g, p, AMELIA, Zone.EXPEDITION)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    sap = put(g, p, "ALT_BISE_B_MU_59_C")
    play_spell(g, sap)
    assert [g.cards[c].boosts for c in mine] == [1, 2]
    assert [g.cards[c].boosts for c in (spell, in_play, theirs)] == [0, 0, 0]
    assert sap in g.players[p].reserve  # not Fleeting


def _doubles(version: str) -> None:
    g, p = start()
    in_play = boosted(g, p, AMELIA, Zone.EXPEDITION, Side.HERO, boosts=2)
    other = boosted(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION, boosts=1)
    in_reserve = boosted(g, p, AMELIA, Zone.RESERVE, boosts=3)
    bare = put(g, p, AMELIA, Zone.RESERVE)
    theirs = boosted(g, 1 - p, AMELIA, Zone.EXPEDITION, boosts=2)
    their_reserve = boosted(g, 1 - p, AMELIA, Zone.RESERVE, boosts=1)
    sap = put(g, p, version)
    play_spell(g, sap)
    assert [g.cards[c].boosts for c in (in_play, other, in_reserve, bare)] == [4, 2, 6, 0]
    assert [g.cards[c].boosts for c in (theirs, their_reserve)] == [2, 1]
    assert sap in g.players[p].discard  # Fleeting


def test_alt_bise_b_mu_59_r1_doubles_the_boosts_of_my_characters_in_play_and_in_reserve():
    _doubles("ALT_BISE_B_MU_59_R1")


def test_alt_bise_b_mu_59_r2_doubles_the_boosts_of_my_characters_in_play_and_in_reserve():
    _doubles("ALT_BISE_B_MU_59_R2")
