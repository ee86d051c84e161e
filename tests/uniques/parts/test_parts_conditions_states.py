"""Unique condition parts that check the game's state ("if ...:", "unless ...:"), each used
twice in a game: before a Reaction's output ("when you pass first — [condition] I gain 2
boosts") and before a passive output on a passive line ("[condition] I am Eternal").

Each case of the table is named by its part id (`part_<id>_...`); the coverage test finds
these names as it finds the `test_part_<id>_` functions. A case gives the state in which the
condition holds and one in which it does not (README: Unique cards)."""

from __future__ import annotations

from typing import Callable

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.engine.characteristics import is_eternal
from altered_tui.engine.types import Side, Status, Terrain, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import act, character, give, refresh, set_mana, spell
from tests.cards.builders import fix_dice
from tests.uniques.parts.support import line_card, started

YOU_PASS_FIRST = 545
I_GAIN_2_BOOSTS = 97
I_AM_ETERNAL = 142

Setup = Callable[..., None]  # (game, player, me)


def _nothing(g, p, me):
    pass


def _positions(mine: tuple[int, int], theirs: tuple[int, int]) -> Setup:
    """Where each player's Hero and Companion Expeditions stand (region indexes)."""
    def setup(g, p, me):
        for player, (hero, companion) in ((p, mine), (1 - p, theirs)):
            g.players[player].positions[Side.HERO] = hero
            g.players[player].positions[Side.COMPANION] = companion
    return setup


# The map of seed 3 has regions 0..7 (Hero start 0, Companion start 7 for both players).
TIED = _positions((1, 6), (1, 6))
HERO_BEHIND = _positions((1, 6), (2, 6))
COMPANION_BEHIND = _positions((1, 6), (1, 5))
APART = _positions((1, 6), (2, 5))
IN_CONTACT = _positions((1, 6), (2, 1))  # their Companion Expedition in my region


def _boosts(n: int) -> Setup:
    def setup(g, p, me):
        g.cards[me].counters["boost"] = n
    return setup


def _status(status: Status) -> Setup:
    def setup(g, p, me):
        g.cards[me].status |= status
    return setup


def _characters(count: int, player: str = "you", **fields) -> Setup:
    """`count` more Characters in the Companion Expedition of that player."""
    def setup(g, p, me):
        who = p if player == "you" else 1 - p
        for _ in range(count):
            give(g, who, character(**fields), Zone.EXPEDITION, Side.COMPANION)
    return setup


def _boosted_characters(count: int) -> Setup:
    def setup(g, p, me):
        for _ in range(count):
            cid = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
            g.cards[cid].counters["boost"] = 1
    return setup


def _facing(count: int) -> Setup:
    def setup(g, p, me):
        for _ in range(count):
            give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    return setup


def _reserve(*cards: Callable[[], CardDef], boosts: int = 0, exhausted: bool = False,
             player: str = "you") -> Setup:
    """That player's Reserve holds exactly these cards, each with these boosts."""
    def setup(g, p, me):
        who = p if player == "you" else 1 - p
        for cid in list(g.players[who].reserve):
            move(g, cid, Zone.DISCARD)
        for make in cards:
            cid = give(g, who, make(), Zone.RESERVE)
            g.cards[cid].counters["boost"] = boosts
            if exhausted:
                g.cards[cid].status |= Status.EXHAUSTED
    return setup


def _both(*setups: Setup) -> Setup:
    def setup(g, p, me):
        for s in setups:
            s(g, p, me)
    return setup


def _ascended(*sides: Side) -> Setup:
    def setup(g, p, me):
        g.ascended.extend((p, side) for side in sides)
    return setup


def _first_player(mine: bool) -> Setup:
    def setup(g, p, me):
        g.first_player = p if mine else 1 - p
    return setup


def _mana_orbs(n: int) -> Setup:
    return lambda g, p, me: set_mana(g, p, n)


def _in_region(region: int, face_up: bool = True) -> Setup:
    def setup(g, p, me):
        g.players[p].positions[Side.HERO] = region
        g.regions[region].face_up = face_up
    return setup


def _zero_stat_characters(count: int, in_reserve: int = 0) -> Setup:
    """Characters with base statistics 0/0/1 (two zeros each) in play and in Reserve."""
    def setup(g, p, me):
        for _ in range(count):
            give(g, p, character(stats=(0, 0, 1)), Zone.EXPEDITION, Side.COMPANION)
        for _ in range(in_reserve):
            give(g, p, character(stats=(0, 0, 1)), Zone.RESERVE)
    return setup


def _a_spell(cost: int = 1) -> Callable[[], CardDef]:
    return lambda: spell(ab.Draw(kind="draw"), cost=cost)


def _animal() -> CardDef:
    return character(subtypes=("Animal",))


def _exhausted_permanent(g, p, me):
    cid = give(g, p, CardDef(id="TEST_STATE_GEAR", name="Test State Gear", type=CardType.PERMANENT,
                             zone_type=ZoneType.LANDMARK), Zone.LANDMARKS)
    g.cards[cid].status |= Status.EXHAUSTED


def _landmarks(count: int) -> Setup:
    def setup(g, p, me):
        for i in range(count):
            give(g, p, CardDef(id=f"TEST_STATE_LANDMARK_{i}", name=f"Test State Landmark {i}",
                               type=CardType.PERMANENT, zone_type=ZoneType.LANDMARK),
                 Zone.LANDMARKS)
    return setup


def _hands(mine: int, theirs: int) -> Setup:
    def setup(g, p, me):
        for player, n in ((p, mine), (1 - p, theirs)):
            for cid in list(g.players[player].hand):
                move(g, cid, Zone.DISCARD)
            for _ in range(n):
                give(g, player, character())
    return setup


# part id, what it checks, a state where it holds, a state where it does not
CASES = [
    (361, "your_companion_expedition_is_behind", COMPANION_BEHIND, HERO_BEHIND),
    (364, "your_hero_expedition_is_behind", HERO_BEHIND, COMPANION_BEHIND),
    (759, "im_in_contact", IN_CONTACT, APART),
    (760, "im_in_contact", IN_CONTACT, APART),
    (761, "im_in_contact", IN_CONTACT, APART),
    (765, "unless_im_in_contact", APART, IN_CONTACT),
    (623, "seven_boosts_among_your_characters_and_reserve",
     _both(_boosts(3), _reserve(character, character, boosts=2)),
     _both(_boosts(3), _reserve(character, boosts=3))),
    (169, "you_control_two_boosted_characters", _boosted_characters(2),
     _both(_boosted_characters(1), _characters(2))),
    (179, "you_control_three_characters", _characters(2), _characters(1)),
    (173, "you_control_four_characters", _characters(3), _characters(2)),
    (624, "nine_base_statistics_of_0_among_yours_and_reserve",
     _zero_stat_characters(2, in_reserve=3), _zero_stat_characters(2, in_reserve=2)),
    (618, "one_of_your_expeditions_is_ascended", _ascended(Side.COMPANION), _nothing),
    (613, "i_have_less_than_3_boosts", _boosts(2), _boosts(3)),
    (356, "two_exhausted_cards_in_reserve",
     _both(_reserve(character, exhausted=True), _reserve(character, exhausted=True,
                                                         player="opponent")),
     _both(_reserve(character, exhausted=True), _reserve(character, player="opponent"))),
    (665, "you_are_not_first_player", _first_player(False), _first_player(True)),
    (648, "im_in_a_single_terrain_region", _in_region(2), _in_region(1)),
    (166, "you_control_two_other_plants", _characters(2, subtypes=("Plant",)),
     _both(_characters(1, subtypes=("Plant",)), _characters(1))),
    (167, "three_base_statistics_of_0_among_yours", _zero_stat_characters(2),
     _zero_stat_characters(1)),
    (633, "an_opponent_controls_three_characters", _characters(3, "opponent"),
     _characters(2, "opponent")),
    (610, "both_your_expeditions_are_ascended", _ascended(Side.HERO, Side.COMPANION),
     _ascended(Side.HERO)),
    (625, "im_facing_a_character", _facing(1), _nothing),
    (615, "im_in_an_ascended_expedition", _ascended(Side.HERO), _ascended(Side.COMPANION)),
    (661, "theres_an_animal_in_your_reserve", _reserve(_animal), _reserve(character)),
    (660, "theres_a_spell_in_your_reserve", _reserve(_a_spell()), _reserve(character)),
    (627, "theres_a_spell_with_reserve_cost_4_in_your_reserve", _reserve(_a_spell(4)),
     _reserve(_a_spell(3))),
    (762, "im_not_anchored", _nothing, _status(Status.ANCHORED)),
    (758, "im_anchored", _status(Status.ANCHORED), _nothing),
    (510, "an_opponents_reserve_has_more_cards_than_yours",
     _both(_reserve(character), _reserve(character, character, player="opponent")),
     _both(_reserve(character, character), _reserve(character, character, player="opponent"))),
    (168, "i_have_3_boosts", _boosts(3), _boosts(2)),
    (183, "i_have_2_boosts", _boosts(2), _boosts(1)),
    (614, "i_have_no_boosts", _nothing, _boosts(1)),
    (198, "you_have_less_than_eight_mana_orbs", _mana_orbs(7), _mana_orbs(8)),
    (371, "unless_im_in_water", _in_region(1), _in_region(2)),
    (634, "im_facing_zero_or_one_character", _facing(1), _facing(2)),
    (628, "im_facing_only_one_character", _facing(1), _facing(2)),
    (202, "unless_you_control_two_other_bureaucrats",
     _both(_characters(1, subtypes=("Bureaucrat",)), _characters(1)),
     _characters(2, subtypes=("Bureaucrat",))),
]
CASES += [
    (664, "theres_a_character_in_each_of_your_expeditions", _characters(1), _nothing),
    (764, "an_exhausted_card_in_your_reserve", _reserve(character, exhausted=True),
     _reserve(character, exhausted=True, player="opponent")),
    (764, "or_an_exhausted_permanent_you_control", _exhausted_permanent, _reserve(character)),
    (662, "an_opponents_hand_has_more_cards_than_yours", _hands(1, 2), _hands(2, 2)),
    (425, "at_most_one_card_in_your_landmarks", _landmarks(1), _landmarks(2)),
    # the map of seed 3: region 2 is Water only, 5 Forest only, 4 Mountain only
    (617, "neither_of_your_expeditions_is_in_mountain", _positions((2, 5), (2, 5)),
     _positions((4, 5), (4, 5))),
]
PARAMS = [pytest.param(part, holds, fails, id=f"part_{part}_{name}")
          for part, name, holds, fails in CASES]


def _my_boosts_after_passing(condition: int, setup: Setup) -> int:
    """Boosts my Reaction (you pass first — condition — I gain 2 boosts) gave me."""
    g, p = started()
    me = give(g, p, line_card((YOU_PASS_FIRST, condition, I_GAIN_2_BOOSTS)),
              Zone.EXPEDITION, Side.HERO)
    setup(g, p, me)
    before = g.cards[me].counters.get("boost", 0)
    refresh(g)
    act(g, "pass")
    return g.cards[me].counters.get("boost", 0) - before


def _eternal(condition: int, setup: Setup) -> bool:
    g, p = started()
    me = give(g, p, line_card((23, condition, I_AM_ETERNAL)), Zone.EXPEDITION, Side.HERO)
    setup(g, p, me)
    return is_eternal(g, me)


@pytest.mark.parametrize(("part", "holds", "fails"), PARAMS)
def test_condition_before_a_reaction_output(part, holds, fails):
    assert (_my_boosts_after_passing(part, holds), _my_boosts_after_passing(part, fails)) == (2, 0)


@pytest.mark.parametrize(("part", "holds", "fails"), PARAMS)
def test_condition_before_a_passive_output(part, holds, fails):
    assert (_eternal(part, holds), _eternal(part, fails)) == (True, False)


def test_part_177_roll_a_die_on_4_or_more():
    for roll, boosts in ((1, 0), (3, 0), (4, 2), (6, 2)):
        def rolls(g, p, me, roll=roll):
            fix_dice(g, roll)
        assert _my_boosts_after_passing(177, rolls) == boosts, roll
