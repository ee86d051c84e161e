"""Ariadne: when an opponent plays a Character, it switches Expeditions if the Expedition facing
Ariadne has no Character as the Reaction resolves (CR 7.3.28); one played into that
Expedition is already there and stays."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import TROOPER, put, settle, start


def _lands_in(version: str, played_to: str, facing_taken: bool = False) -> Side:
    """The Expedition an opponent's Character played to `played_to` ends in, with Ariadne in
    the Hero Expedition (and, if `facing_taken`, a Character of theirs already facing her)."""
    g, p = start()
    put(g, p, version, Zone.EXPEDITION, Side.HERO)
    if facing_taken:
        put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    played = put(g, 1 - p, TROOPER)
    play(g, played, side=played_to)
    settle(g)
    return g.cards[played].side


def _pulls_into_the_facing_expedition(version: str) -> None:
    assert _lands_in(version, "companion") is Side.HERO  # now facing Ariadne
    assert _lands_in(version, "hero") is Side.HERO  # already facing: no switch
    assert _lands_in(version, "companion", facing_taken=True) is Side.COMPANION


def test_alt_bise_b_or_57_c_pulls_a_character_into_the_empty_expedition_facing_her():
    _pulls_into_the_facing_expedition("ALT_BISE_B_OR_57_C")


def test_alt_bise_b_or_57_r1_pulls_a_character_into_the_empty_expedition_facing_her():
    _pulls_into_the_facing_expedition("ALT_BISE_B_OR_57_R1")


def test_alt_bise_b_or_57_r2_pulls_a_character_into_the_empty_expedition_facing_her():
    _pulls_into_the_facing_expedition("ALT_BISE_B_OR_57_R2")
