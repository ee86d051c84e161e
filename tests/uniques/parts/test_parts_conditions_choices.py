"""Unique condition parts that ask the player ("you may ...: if you do / if you don't"),
each in a game: the line "[trigger] [condition] Draw a card" is played once accepting and
once declining, and what was paid or done is checked.

Each case of the table is named by its part id (`part_<id>_...`); the coverage test finds
these names as it finds the `test_part_<id>_` functions (README: Unique cards)."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import act, character, give, options, play, refresh, set_mana, spell
from tests.cards.builders import reaction_draws
from tests.uniques.parts.support import line_card, started

YOU_PASS_FIRST, ON_JOINING = 545, 24
DRAW_A_CARD = 245
DECLINES = ("no", "done", "pass")

_made = iter(range(1, 10_000))


def _permanent() -> CardDef:
    n = next(_made)
    return CardDef(id=f"TEST_CHOICE_GEAR_{n}", name=f"Test Choice Gear {n}",
                   type=CardType.PERMANENT, zone_type=ZoneType.LANDMARK)


def _a_spell() -> CardDef:
    return spell(ab.Draw(kind="draw"))


def _answer(g, accept: bool, chosen: int | None, p: int) -> None:
    """Answer my line's questions: 'you may' (and a Rush) with yes or no, a choice with the
    chosen card when it is offered, until the player's turn or the opponent's comes back."""
    for _ in range(30):
        if g.pending is None or g.over or g.pending.kind == "turn":
            return
        opts = options(g)
        if g.pending.kind == "may":  # "yes" is not offered when it can't be done (CR 6.5.f)
            act(g, "yes" if accept and "yes" in opts else "no")
        elif not accept and any(o in DECLINES for o in opts):
            act(g, next(o for o in opts if o in DECLINES))
        elif chosen is not None and any(f"#{chosen}" in o for o in opts):
            act(g, next(o for o in opts if f"#{chosen}" in o))
        else:
            act(g, opts[0])


def _run(part: int, trigger: int, setup, accept: bool):
    g, p = started()
    line = line_card((trigger, part, DRAW_A_CARD))
    if trigger == ON_JOINING:
        me = give(g, p, line)
        chosen, before = setup(g, p, me)
        refresh(g)
        play(g, me)
    else:
        me = give(g, p, line, Zone.EXPEDITION, Side.HERO)
        chosen, before = setup(g, p, me)
        refresh(g)
        act(g, "pass")
    _answer(g, accept, chosen, p)
    return g, p, me, chosen, before


# --- what each case sets up: (the card to choose, a figure to compare with afterwards) ---

def _in_play(make: Callable[[], CardDef] = character, boosts: int = 0):
    def setup(g, p, me):
        if make is _permanent:
            cid = give(g, p, make(), Zone.LANDMARKS)
        else:
            cid = give(g, p, make(), Zone.EXPEDITION, Side.COMPANION)
        g.cards[cid].counters["boost"] = boosts
        return cid, None
    return setup


def _in_reserve(make: Callable[[], CardDef] = character, exhausted: bool = False):
    def setup(g, p, me):
        cid = give(g, p, make(), Zone.RESERVE)
        if exhausted:
            g.cards[cid].status |= Status.EXHAUSTED
        return cid, None
    return setup


def _in_reserve_of_opponent(make: Callable[[], CardDef]):
    def setup(g, p, me):
        return give(g, 1 - p, make(), Zone.RESERVE), None
    return setup


def _in_hand(make: Callable[[], CardDef] = character, only: bool = False):
    """That card in my hand (`only`: and no other, but me)."""
    def setup(g, p, me):
        if only:
            for cid in [c for c in g.players[p].hand if c != me]:
                move(g, cid, Zone.DISCARD)
        return give(g, p, make()), None
    return setup


def _my_boosts(n: int):
    def setup(g, p, me):
        g.cards[me].counters["boost"] = n
        return None, None
    return setup


def _mana(n: int):
    def setup(g, p, me):
        set_mana(g, p, n)
        return None, None
    return setup


def _nothing(g, p, me):
    return None, None


def _opponent_facing(g, p, me):
    return give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO), None


def _opponent_counts(g, p, me):
    q = g.players[1 - p]
    return None, (len(q.hand), len(q.reserve))


# --- what accepting did --------------------------------------------------------------------

def _zone_is(zone: Zone):
    return lambda g, p, me, chosen, before: g.cards[chosen].zone is zone


def _chosen_has(status: Status):
    return lambda g, p, me, chosen, before: bool(g.cards[chosen].status & status)


def _boosts_left(n: int, of_chosen: bool = False):
    return lambda g, p, me, chosen, before: g.cards[chosen if of_chosen else me].boosts == n


def _i_am(status: Status):
    return lambda g, p, me, chosen, before: bool(g.cards[me].status & status)


def _opponent_token(name: str, zone: Zone):
    def check(g, p, me, chosen, before):
        q = g.players[1 - p]
        cards = q.landmarks if zone is Zone.LANDMARKS else [
            c for side in Side for c in q.expeditions[side]]
        return name in [g.cdef(c).name for c in cards]
    return check


def _opponent_gained(hand: int = 0, reserve: int = 0):
    def check(g, p, me, chosen, before):
        q = g.players[1 - p]
        return (len(q.hand), len(q.reserve)) == (before[0] + hand, before[1] + reserve)
    return check


def _orbs(n: int):
    return lambda g, p, me, chosen, before: len(g.players[p].mana) == n


def _passed(g, p, me, chosen, before):
    return g.players[p].passed


def _revealed(g, p, me, chosen, before):
    return any(e.kind == "reveal_cards" for e in g.log)


def _costing(n: int, make: Callable[..., CardDef] = character):
    return lambda: make(cost=n)


def _a_spell_costing(n: int):
    return lambda: spell(ab.Draw(kind="draw"), cost=n)


P, J = YOU_PASS_FIRST, ON_JOINING
# part id, name, trigger, setup, cards drawn if accepted, if declined, what accepting did
CASES: list[tuple[Any, ...]] = [
    (514, "spend_1_counter_from_a_card_you_control_or_in_reserve", P,
     _in_play(boosts=1), 1, 0, _boosts_left(0, of_chosen=True)),
    (512, "spend_1_of_my_boosts", P, _my_boosts(1), 1, 0, _boosts_left(0)),
    (513, "spend_2_of_my_boosts", P, _my_boosts(3), 1, 0, _boosts_left(1)),
    (770, "exhaust_a_card_in_your_reserve", P, _in_reserve(), 1, 0,
     _chosen_has(Status.EXHAUSTED)),
    (773, "exhaust_a_permanent_you_control", P, _in_play(_permanent), 1, 0,
     _chosen_has(Status.EXHAUSTED)),
    (247, "sacrifice_me", P, _nothing, 1, 0,
     lambda g, p, me, chosen, before: g.cards[me].zone is Zone.DISCARD),
    (175, "sacrifice_a_permanent", P, _in_play(_permanent), 1, 0, _zone_is(Zone.DISCARD)),
    (178, "sacrifice_a_character", P, _in_play(), 1, 0, _zone_is(Zone.DISCARD)),
    (180, "sacrifice_a_character_or_permanent", P, _in_play(_permanent), 1, 0,
     _zone_is(Zone.DISCARD)),
    (170, "discard_one_of_your_mana_orbs", P, _mana(3), 1, 0, _orbs(2)),
    (385, "have_me_gain_fleeting", P, _nothing, 1, 0, _i_am(Status.FLEETING)),
    (375, "have_me_gain_fleeting", P, _nothing, 1, 0, _i_am(Status.FLEETING)),
    (768, "create_a_mana_moth_in_an_opponents_expedition", P, _nothing, 1, 0,
     _opponent_token("Mana Moth", Zone.EXPEDITION)),
    (769, "create_a_manaseed_in_target_opponents_landmarks", P, _nothing, 1, 0,
     _opponent_token("Manaseed", Zone.LANDMARKS)),
    (511, "have_target_opponent_draw_a_card", P, _opponent_counts, 1, 0,
     _opponent_gained(hand=1)),
    (774, "have_target_opponent_resupply", P, _opponent_counts, 1, 0,
     _opponent_gained(reserve=1)),
    (637, "have_target_character_facing_me_gain_anchored", P, _opponent_facing, 1, 0,
     _chosen_has(Status.ANCHORED)),
    (776, "put_a_card_from_hand_in_reserve_if_its_a_character", P, _in_hand(), 1, 0,
     _zone_is(Zone.RESERVE)),
    (776, "put_a_spell_from_hand_in_reserve_is_not_a_character", P, _in_hand(_a_spell), 0, 0,
     _zone_is(Zone.RESERVE)),
    (172, "put_a_card_from_hand_in_reserve_if_its_a_spell", P, _in_hand(_a_spell), 1, 0,
     _zone_is(Zone.RESERVE)),
    (172, "put_a_character_from_hand_in_reserve_is_not_a_spell", P, _in_hand(), 0, 0,
     _zone_is(Zone.RESERVE)),
    (373, "discard_a_character_from_your_reserve", P, _in_reserve(), 1, 0,
     _zone_is(Zone.DISCARD)),
    (374, "discard_a_spell_from_your_reserve", P, _in_reserve(_a_spell), 1, 0,
     _zone_is(Zone.DISCARD)),
    (639, "immediately_pass", J, _nothing, 1, 0, _passed),
    (638, "immediately_pass", J, _nothing, 1, 0, _passed),
    (636, "rush", J, _in_hand(), 1, 0, _zone_is(Zone.EXPEDITION)),
    (635, "rush", J, _in_hand(), 1, 0, _zone_is(Zone.EXPEDITION)),
    (775, "pass_if_you_dont", J, _nothing, 0, 1, _passed),
    (766, "rush_if_you_dont", J, _in_hand(), 0, 1, _zone_is(Zone.EXPEDITION)),
    (645, "sacrifice_a_permanent_if_you_dont", P, _in_play(_permanent), 0, 1,
     _zone_is(Zone.DISCARD)),
    (644, "sacrifice_a_character_or_permanent_if_you_dont", P, _in_play(), 0, 1,
     _zone_is(Zone.DISCARD)),
    (641, "put_a_spell_from_hand_in_reserve_if_you_dont", P, _in_hand(_a_spell), 0, 1,
     _zone_is(Zone.RESERVE)),
    (640, "put_a_permanent_from_hand_in_reserve_if_you_dont", P, _in_hand(_permanent), 0, 1,
     _zone_is(Zone.RESERVE)),
    (771, "exhaust_a_character_in_your_reserve", P, _in_reserve(), 1, 0,
     _chosen_has(Status.EXHAUSTED)),
    (771, "a_spell_in_reserve_is_no_character_to_exhaust", P, _in_reserve(_a_spell), 0, 0,
     None),
    (772, "exhaust_a_permanent_you_control", P, _in_play(_permanent), 1, 0,
     _chosen_has(Status.EXHAUSTED)),
    (772, "or_a_card_in_your_reserve", P, _in_reserve(_a_spell), 1, 0,
     _chosen_has(Status.EXHAUSTED)),
    (642, "reveal_a_character_with_hand_cost_4_from_your_hand", P, _in_hand(_costing(4), only=True), 1, 0,
     _revealed),
    (642, "a_character_with_hand_cost_3_cannot_be_revealed", P,
     _in_hand(_costing(3), only=True), 0, 0, None),
    (643, "reveal_a_spell_with_hand_cost_4_from_your_hand", P, _in_hand(_a_spell_costing(4), only=True), 1,
     0, _revealed),
    (757, "sabotage_if_you_discarded_a_character", P, _in_reserve_of_opponent(character), 1, 0,
     _zone_is(Zone.DISCARD)),
    (757, "sabotage_a_spell_is_not_a_character", P, _in_reserve_of_opponent(_a_spell), 0, 0,
     _zone_is(Zone.DISCARD)),
    (376, "ready_an_exhausted_card_in_reserve", P, _in_reserve(exhausted=True), 1, 0,
     lambda g, p, me, chosen, before: not g.cards[chosen].status & Status.EXHAUSTED),
]
PARAMS = [pytest.param(*case, id=f"part_{case[0]}_{case[1]}") for case in CASES]


@pytest.mark.parametrize(("part", "name", "trigger", "setup", "if_yes", "if_no", "done"), PARAMS)
def test_choice_condition_accepted_and_declined(part, name, trigger, setup, if_yes, if_no, done):
    """`done`: what accepting did, which declining does not; None where nothing can be done
    (then "yes" is not offered, CR 6.5.f)."""
    g, p, me, chosen, before = _run(part, trigger, setup, accept=True)
    assert done is None or done(g, p, me, chosen, before), "accepting did what it says"
    yes = reaction_draws(g, p)
    g, p, me, chosen, before = _run(part, trigger, setup, accept=False)
    assert done is None or not done(g, p, me, chosen, before), "declining did not"
    assert (yes, reaction_draws(g, p)) == (if_yes, if_no)


def _sacrificed_or_drew(part: int, make: Callable[[], CardDef] | None) -> tuple[bool, int]:
    """(the card I had was sacrificed, cards my line drew): "[you pass first] Sacrifice ...
    If you can't: draw a card", with that card in play, or none."""
    def setup(g, p, me):
        for side in Side:  # no other Character or Permanent of mine
            for cid in list(g.players[p].expeditions[side]):
                if cid != me:
                    move(g, cid, Zone.DISCARD)
        if make is None:
            return None, None
        return _in_play(make)(g, p, me)
    g, p, me, chosen, before = _run(part, YOU_PASS_FIRST, setup, accept=True)
    return chosen is not None and g.cards[chosen].zone is Zone.DISCARD, reaction_draws(g, p)


def _plant() -> CardDef:
    return character(subtypes=("Plant",))


def _robot() -> CardDef:
    return character(subtypes=("Robot",))


def test_part_368_sacrifice_a_plant_or_permanent_if_you_cant():
    assert _sacrificed_or_drew(368, _plant) == (True, 0)
    assert _sacrificed_or_drew(368, _permanent) == (True, 0)
    assert _sacrificed_or_drew(368, character) == (False, 1)  # no Plant: it can't
    assert _sacrificed_or_drew(368, None) == (False, 1)


def test_part_369_sacrifice_another_robot_or_permanent_if_you_cant():
    assert _sacrificed_or_drew(369, _robot) == (True, 0)
    assert _sacrificed_or_drew(369, _permanent) == (True, 0)
    assert _sacrificed_or_drew(369, None) == (False, 1)  # nothing to sacrifice
