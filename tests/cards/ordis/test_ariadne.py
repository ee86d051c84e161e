"""Ariadne: when an opponent plays a Character, it switches Expeditions if the Expedition facing
Ariadne has no Character as the Reaction resolves (CR 7.3.28); one played into that
Expedition is already there and stays."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import TROOPER, put, settle, start


def _pulls_into_the_facing_expedition(version: str) -> None:
    g, p = start()
    put(g, p, version, Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    pulled = put(g, 1 - p, TROOPER)
    play(g, pulled, side="companion")
    settle(g)
    assert pulled in g.players[1 - p].expeditions[Side.HERO]  # now facing Ariadne
    g, p = start()
    put(g, p, version, Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    there = put(g, 1 - p, TROOPER)
    play(g, there, side="hero")
    settle(g)
    assert there in g.players[1 - p].expeditions[Side.HERO]  # already facing: no switch
    g, p = start()
    put(g, p, version, Zone.EXPEDITION, Side.HERO)
    put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    stays = put(g, 1 - p, TROOPER)
    play(g, stays, side="companion")
    settle(g)
    assert stays in g.players[1 - p].expeditions[Side.COMPANION]  # the facing one is not empty


def test_alt_bise_b_or_57_c_pulls_a_character_into_the_empty_expedition_facing_her():
    _pulls_into_the_facing_expedition("ALT_BISE_B_OR_57_C")


def test_alt_bise_b_or_57_r1_pulls_a_character_into_the_empty_expedition_facing_her():
    _pulls_into_the_facing_expedition("ALT_BISE_B_OR_57_R1")


def test_alt_bise_b_or_57_r2_pulls_a_character_into_the_empty_expedition_facing_her():
    _pulls_into_the_facing_expedition("ALT_BISE_B_OR_57_R2")
