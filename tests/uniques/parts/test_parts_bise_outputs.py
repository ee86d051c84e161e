"""Unique output parts of Whispers from the Maze (BISE) at work in a game: each line is
played from hand as a {J} line of a test Character (or sits in play as a passive); each
case is named after its part's id (README: Unique cards)."""

from __future__ import annotations

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.engine.characteristics import is_eternal, stats
from altered_tui.engine.night import limits
from altered_tui.engine.steps.status import gain_boosts
from altered_tui.engine.types import Phase, Side, Status, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, character, give, options, play, refresh, set_mana
from tests.cards.builders import answer_quietly, fix_dice, pick, pick_if_asked, progress, run_until
from tests.uniques.parts.outputs_support import (
    FIRST_PLAYER, TWO_BOOSTS, answer, draw_spell, passive_in_play, permanent, statuses_of,
    tokens, whole_line_card, yes,
)
from tests.uniques.parts.support import in_hand, joining, line_card, started

RECRUIT = "Ordis Recruit"
ANOTHER_JOINS = 21  # "when another Character joins your Expeditions": it is that Character


def _played(output: int, condition: int = 191, **fields):
    g, p = started()
    me = in_hand(g, p, joining(output, condition, **fields))
    return g, p, me


# --- Tokens --------------------------------------------------------------------------------

def test_part_465_two_recruits_split_among_any_expeditions():
    g, p, me = _played(465)
    play(g, me)
    answer(g, "expedition -> hero theirs", "expedition -> companion yours")
    assert tokens(g, p) == {("them", "hero"): [RECRUIT], ("me", "companion"): [RECRUIT]}


def test_part_466_two_recruits_in_your_other_expedition():
    g, p, me = _played(466)
    play(g, me, side="companion")
    assert tokens(g, p) == {("me", "hero"): [RECRUIT, RECRUIT]}


# --- Boosts --------------------------------------------------------------------------------

def test_part_677_target_character_other_than_me_gains_1_boost_and_fleeting():
    g, p, me = _played(677)
    other = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, me)
    assert not any(f"#{me}" in o for o in options(g))
    pick_if_asked(g, other)
    assert (g.cards[other].boosts, statuses_of(g, other)) == (1, {"fleeting"})


def test_part_462_characters_in_your_reserve_gain_1_boost():
    g, p, me = _played(462)
    mine = give(g, p, character(), Zone.RESERVE)
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, me)
    assert (g.cards[mine].boosts, g.cards[theirs].boosts) == (1, 0)


def _count_setup(what: str):
    def setup(g, p):
        if what == "hand":
            return len(g.players[p].hand) - 1  # all but me, once I am played
        if what == "mana":
            return len(g.players[p].mana)
        if what == "reserve":
            for _ in range(3):
                give(g, p, character(), Zone.RESERVE)
            return len(g.players[p].reserve)
        if what == "boosted":
            for owner in (p, p, 1 - p):
                g.cards[give(g, owner, character(), Zone.EXPEDITION, Side.HERO)].counters["boost"] = 1
            give(g, p, character(), Zone.EXPEDITION, Side.HERO)
            return 2
        assert what == "opponent's"
        for _ in range(3):
            give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
        give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
        return 3
    return setup


@pytest.mark.parametrize("output, condition, what", [
    pytest.param(472, 191, "hand", id="part_472_a_boost_per_card_in_your_hand"),
    pytest.param(474, 191, "mana", id="part_474_a_boost_per_mana_orb"),
    pytest.param(536, 191, "boosted", id="part_536_a_boost_per_boosted_character_you_control"),
    pytest.param(539, 191, "opponent's", id="part_539_a_boost_per_character_target_opponent_controls"),
    pytest.param(525, FIRST_PLAYER, "reserve", id="part_525_a_boost_per_card_in_your_reserve"),
])
def test_a_boost_per_something_counted(output, condition, what):
    g, p, me = _played(output, condition)
    expected = _count_setup(what)(g, p)
    assert expected >= 2
    play(g, me)
    assert g.cards[me].boosts == expected


def test_part_525_otherwise_i_gain_1_boost():
    g, p, me = _played(525, TWO_BOOSTS)
    for _ in range(3):
        give(g, p, character(), Zone.RESERVE)
    play(g, me)
    assert g.cards[me].boosts == 1


def test_part_541_target_character_in_reserve_gains_1_boost():
    g, p, me = _played(541)
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    in_play = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, me)
    assert not any(f"#{in_play}" in o for o in options(g))
    pick_if_asked(g, stored)
    assert g.cards[stored].boosts == 1


@pytest.mark.parametrize("output, subtype", [
    pytest.param(457, "Animal", id="part_457_each_other_animal_you_control_gains_1_boost"),
    pytest.param(459, "Artist", id="part_459_each_other_artist_you_control_gains_1_boost"),
])
def test_each_other_character_of_a_subtype_you_control_gains_1_boost(output, subtype):
    g, p, me = _played(output, subtypes=(subtype,))
    mine = give(g, p, character(subtypes=(subtype,)), Zone.EXPEDITION, Side.HERO)
    plain = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(subtypes=(subtype,)), Zone.EXPEDITION, Side.HERO)
    play(g, me)
    assert [g.cards[c].boosts for c in (mine, plain, theirs, me)] == [1, 0, 0, 0]


@pytest.mark.parametrize("output, most", [
    pytest.param(475, 2, id="part_475_a_boost_up_to_a_max_of_2"),
    pytest.param(476, 3, id="part_476_a_boost_up_to_a_max_of_3"),
])
def test_i_gain_a_boost_up_to_a_max(output, most):
    def at_noon(boosts: int) -> int:
        g, p = started()
        me = give(g, p, line_card((20, 191, output), keywords=ab.Keywords(eternal=True)),
                  Zone.EXPEDITION, Side.HERO)
        g.cards[me].counters["boost"] = boosts
        run_until(g, g.day + 1, Phase.AFTERNOON)  # through the next Noon
        return g.cards[me].boosts

    assert (at_noon(most - 1), at_noon(most)) == (most, most)


def test_part_531_may_give_1_boost_to_another_character_in_play_or_in_reserve():
    g, p, me = _played(531)
    stored = give(g, p, character(), Zone.RESERVE)
    play(g, me)
    yes(g)
    assert not any(f"#{me}" in o for o in options(g))
    pick_if_asked(g, stored)
    assert g.cards[stored].boosts == 1


@pytest.mark.parametrize("output, zone, roll, mine, its", [
    pytest.param(486, Zone.EXPEDITION, 4, 1, 1, id="part_486_on_4_up_we_both_gain_1_boost"),
    pytest.param(486, Zone.RESERVE, 3, 0, 1, id="part_486_on_1_to_3_it_gains_1_boost"),
    pytest.param(487, Zone.RESERVE, 6, 1, 1, id="part_487_on_4_up_we_both_gain_1_boost"),
    pytest.param(487, Zone.RESERVE, 1, 0, 1, id="part_487_on_1_to_3_it_gains_1_boost"),
])
def test_target_another_character_then_roll_for_boosts(output, zone, roll, mine, its):
    g, p, me = _played(output)
    other = give(g, p, character(), zone, Side.HERO if zone is Zone.EXPEDITION else None)
    fix_dice(g, roll)
    play(g, me)
    pick_if_asked(g, other)
    assert (g.cards[me].boosts, g.cards[other].boosts) == (mine, its)


def test_part_487_a_character_in_play_is_not_a_target():
    g, p, me = _played(487)
    in_play = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, me)
    assert not any(f"#{in_play}" in o for o in options(g))


@pytest.mark.parametrize("mode, boosts, exhausted", [
    pytest.param(1, 1, False, id="part_464_choose_1_boost"),
    pytest.param(2, 2, True, id="part_464_or_exhaust_me_for_2_boosts"),
])
def test_choose_a_boost_or_exhaust_me_for_two(mode, boosts, exhausted):
    g, p, me = _played(464)
    play(g, me)
    answer(g, f"mode {mode}")
    assert (g.cards[me].boosts, "exhausted" in statuses_of(g, me)) == (boosts, exhausted)


@pytest.mark.parametrize("pay, boosts", [
    pytest.param(True, 1, id="part_504_may_pay_1_to_give_it_1_boost"),
    pytest.param(False, 0, id="part_504_or_not"),
])
def test_may_pay_1_to_give_it_a_boost(pay, boosts):
    g, p = started()
    give(g, p, line_card((ANOTHER_JOINS, 191, 504)), Zone.EXPEDITION, Side.HERO)
    set_mana(g, p, 2)
    joiner = in_hand(g, p, character())
    play(g, joiner)
    act(g, "yes" if pay else "no")
    assert g.cards[joiner].boosts == boosts
    assert len(ready_orbs(g, p)) == (1 if pay else 2)


def test_part_470_double_the_boosts_on_each_character_you_control_and_in_your_reserve():
    g, p, me = _played(470)
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    stored = give(g, p, character(), Zone.RESERVE)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    for cid, n in ((mine, 2), (stored, 1), (theirs, 3)):
        g.cards[cid].counters["boost"] = n
    play(g, me)
    assert [g.cards[c].boosts for c in (mine, stored, theirs)] == [4, 2, 3]


def test_part_473_a_boost_per_other_character_in_my_expedition_then_they_go_to_reserve():
    g, p, me = _played(473)
    there = [give(g, p, character(), Zone.EXPEDITION, Side.HERO) for _ in range(2)]
    elsewhere = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    play(g, me, side="hero")
    assert g.cards[me].boosts == 2 and g.cards[me].zone is Zone.EXPEDITION
    assert [g.cards[c].zone for c in (*there, elsewhere)] == [Zone.RESERVE, Zone.RESERVE,
                                                              Zone.EXPEDITION]


# --- Cards: drawing, revealing, Mana -------------------------------------------------------

@pytest.mark.parametrize("condition, drawn", [
    pytest.param(FIRST_PLAYER, 2, id="part_524_draw_two_cards"),
    pytest.param(TWO_BOOSTS, 1, id="part_524_otherwise_draw_one"),
])
def test_draw_two_cards_otherwise_one(condition, drawn):
    g, p, me = _played(524, condition)
    hand = len(g.players[p].hand)
    play(g, me)
    assert len(g.players[p].hand) == hand - 1 + drawn


def _top_of_deck(g, p, card) -> int:
    top = g.players[p].deck[0]
    g.defs[card.id] = card
    g.cards[top].card_id = card.id
    return top


GEAR = permanent(2)


@pytest.mark.parametrize("output, card, drawn", [
    pytest.param(483, character(subtypes=("Robot",)), True, id="part_483_a_robot_is_drawn"),
    pytest.param(483, GEAR, True, id="part_483_a_permanent_is_drawn"),
    pytest.param(483, character(), False, id="part_483_otherwise_discarded"),
    pytest.param(482, character(stats=(2, 0, 1)), True, id="part_482_a_base_statistic_of_0"),
    pytest.param(482, character(stats=(1, 1, 1)), False, id="part_482_otherwise_discarded"),
    pytest.param(484, character(subtypes=("Artist",)), True, id="part_484_an_artist_is_drawn"),
    pytest.param(484, draw_spell(1), False, id="part_484_a_plain_spell_is_discarded"),
])
def test_reveal_the_top_card_draw_it_if_it_matches(output, card, drawn):
    g, p, me = _played(output)
    top = _top_of_deck(g, p, card)
    play(g, me)
    assert g.cards[top].zone is (Zone.HAND if drawn else Zone.DISCARD)


@pytest.mark.parametrize("output, ready", [
    pytest.param(505, False, id="part_505_may_put_a_reserve_card_in_mana_exhausted"),
    pytest.param(528, True, id="part_528_may_put_a_reserve_card_in_mana_ready"),
])
def test_may_put_a_card_from_your_reserve_in_your_mana_zone(output, ready):
    g, p, me = _played(output)
    stored = give(g, p, character(), Zone.RESERVE)
    play(g, me)
    yes(g)
    pick_if_asked(g, stored)
    assert g.cards[stored].zone is Zone.MANA
    assert ("exhausted" not in statuses_of(g, stored)) is ready


def test_part_480_ready_two_mana_orbs():
    g, p, me = _played(480)
    for cid in g.players[p].mana:
        g.cards[cid].status |= Status.EXHAUSTED
    refresh(g)
    play(g, me)
    assert len(ready_orbs(g, p)) == min(2, len(g.players[p].mana))


def test_part_479_play_a_card_with_hand_cost_3_or_less_for_free():
    g, p, me = _played(479)
    cheap = in_hand(g, p, character(cost=3))
    dear = in_hand(g, p, character(cost=4))
    set_mana(g, p, 0)
    play(g, me)
    assert not any(f"#{dear}@" in o for o in options(g))
    answer(g, f"play {g.cdef(cheap).name}#{cheap}@hand")
    assert g.cards[cheap].zone is Zone.EXPEDITION


# --- Sabotage, Resupply, Expeditions -------------------------------------------------------

@pytest.mark.parametrize("output", [
    pytest.param(74, id="part_74_sabotage_after_rest"),
    pytest.param(450, id="part_450_sabotage_after_rest"),
])
def test_sabotage_after_rest(output):
    g, p, me = _played(output)
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, me)
    day = g.day
    run_until(g, day, Phase.NIGHT)
    assert g.cards[stored].zone is Zone.RESERVE  # not before the Night
    while g.day == day and g.cards[stored].zone is Zone.RESERVE:
        if any(f"#{stored}" in o for o in options(g)):
            pick(g, stored)  # the Sabotage, once Rest is done
        else:
            answer_quietly(g)
    assert g.cards[stored].zone is Zone.DISCARD
    rest = max(e.seq for e in g.log if e.kind == "rest")
    gone = max(e.seq for e in g.log if e.data.get("card") == stored)  # its discard
    assert gone > rest


@pytest.mark.parametrize("condition, discarded", [
    pytest.param(FIRST_PLAYER, True, id="part_451_sabotage"),
    pytest.param(TWO_BOOSTS, False, id="part_451_otherwise_resupply"),
])
def test_sabotage_otherwise_resupply(condition, discarded):
    g, p, me = _played(451, condition)
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    reserve = len(g.players[p].reserve)
    play(g, me)
    pick_if_asked(g, stored)
    assert (g.cards[stored].zone is Zone.DISCARD) is discarded
    assert len(g.players[p].reserve) == reserve + (0 if discarded else 1)


def test_part_452_sabotage_if_you_discarded_a_card_its_owner_exhausted_resupplies():
    g, p, me = _played(452)
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, me)
    pick_if_asked(g, stored)
    [new] = set(g.players[1 - p].reserve)
    assert g.cards[stored].zone is Zone.DISCARD and "exhausted" in statuses_of(g, new)


def test_part_537_target_opponent_resupplies():
    g, p, me = _played(537)
    before = len(g.players[1 - p].reserve)
    play(g, me)
    assert len(g.players[1 - p].reserve) == before + 1


def test_part_161_target_expedition_moves_forward_one_region():
    g, p, me = _played(161)
    play(g, me)
    answer(g, "expedition -> companion theirs")
    assert progress(g, 1 - p, Side.COMPANION) == 1 and progress(g, p, Side.HERO) == 0


@pytest.mark.parametrize("facing, switched", [
    pytest.param(False, True, id="part_478_none_facing_it_switches"),
    pytest.param(True, False, id="part_478_a_character_facing_it_stays"),
])
def test_if_none_face_me_that_character_switches_expeditions(facing, switched):
    g, p = started()
    give(g, p, line_card((ANOTHER_JOINS, 191, 478)), Zone.EXPEDITION, Side.HERO)
    if facing:
        give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    joiner = in_hand(g, p, character())
    play(g, joiner, side="hero")
    assert (g.cards[joiner].side is Side.COMPANION) is switched


def test_part_527_may_activate_the_j_abilities_of_another_character_you_control():
    g, p, me = _played(527)
    drawer = give(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"),
                                              effect=[ab.Draw(kind="draw")])),
                  Zone.EXPEDITION, Side.HERO)
    hand = len(g.players[p].hand)
    play(g, me)
    yes(g)
    pick_if_asked(g, drawer)
    assert len(g.players[p].hand) == hand  # I was played, its {J} drew a card


# --- Sending away --------------------------------------------------------------------------

@pytest.mark.parametrize("output, good, bad, zone", [
    pytest.param(496, ("reserve", character()), None, Zone.DISCARD,
                 id="part_496_may_discard_a_character_in_play_or_in_reserve"),
    pytest.param(508, ("play", character(cost=2)), ("play", character(cost=3)), Zone.RESERVE,
                 id="part_508_may_send_to_reserve_hand_cost_2_or_less"),
    pytest.param(507, ("play", character(cost=1)), ("play", character(cost=2)), Zone.RESERVE,
                 id="part_507_may_send_to_reserve_hand_cost_1_or_less"),
    pytest.param(497, ("landmark", permanent(2, landmark=True)), ("play", character(cost=3)),
                 Zone.DISCARD, id="part_497_may_discard_a_character_or_permanent_cost_2"),
    pytest.param(506, ("play", character()), None, Zone.HAND,
                 id="part_506_may_return_target_character_to_its_owners_hand"),
    pytest.param(501, ("landmark", permanent(3, landmark=True)), ("play", character(cost=1)),
                 Zone.DISCARD, id="part_501_may_discard_a_permanent_cost_3_or_less"),
    pytest.param(502, ("landmark", permanent(4, landmark=True)),
                 ("landmark", permanent(5, landmark=True)), Zone.DISCARD,
                 id="part_502_may_discard_a_permanent_cost_4_or_less"),
    pytest.param(499, ("landmark", permanent(2, landmark=True)),
                 ("landmark", permanent(3, landmark=True)), Zone.DISCARD,
                 id="part_499_may_discard_a_permanent_cost_2_or_less"),
    pytest.param(503, ("landmark", permanent(5, landmark=True)),
                 ("landmark", permanent(6, landmark=True)), Zone.DISCARD,
                 id="part_503_may_discard_a_permanent_cost_5_or_less"),
])
def test_may_send_a_target_away(output, good, bad, zone):
    where = {"reserve": (Zone.RESERVE, None), "play": (Zone.EXPEDITION, Side.HERO),
             "landmark": (Zone.LANDMARKS, None)}
    g, p, me = _played(output)
    chosen = give(g, 1 - p, good[1], *where[good[0]])
    refused = give(g, 1 - p, bad[1], *where[bad[0]]) if bad else None
    play(g, me)
    yes(g)
    if refused is not None:
        assert not any(f"#{refused}" in o for o in options(g))
    pick_if_asked(g, chosen)
    assert g.cards[chosen].zone is zone


@pytest.mark.parametrize("discard", [
    pytest.param(True, id="part_530_may_discard_target_character"),
    pytest.param(False, id="part_530_otherwise_send_it_to_reserve"),
])
def test_may_discard_target_character_otherwise_send_it_to_reserve(discard):
    g, p, me = _played(530)
    other = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, me)
    pick_if_asked(g, other)
    act(g, "yes" if discard else "no")
    assert g.cards[other].zone is (Zone.DISCARD if discard else Zone.RESERVE)


def test_part_498_may_discard_a_character_cost_5_or_less_then_a_mana_moth_in_its_expedition():
    g, p, me = _played(498)
    other = give(g, 1 - p, character(cost=5), Zone.EXPEDITION, Side.COMPANION)
    dear = give(g, 1 - p, character(cost=6), Zone.EXPEDITION, Side.COMPANION)
    play(g, me)
    yes(g)
    assert not any(f"#{dear}" in o for o in options(g))
    pick_if_asked(g, other)
    assert g.cards[other].zone is Zone.DISCARD
    assert tokens(g, p) == {("them", "companion"): ["Mana Moth"]}


def test_part_500_may_discard_a_permanent_cost_2_or_less_then_its_controller_resupplies():
    g, p, me = _played(500)
    gear = give(g, 1 - p, permanent(2, landmark=True), Zone.LANDMARKS)
    before = len(g.players[1 - p].reserve)
    play(g, me)
    yes(g)
    pick_if_asked(g, gear)
    assert g.cards[gear].zone is Zone.DISCARD and len(g.players[1 - p].reserve) == before + 1


def test_part_468_discard_all_other_cards_in_play_and_in_reserve():
    g, p, me = _played(468)
    others = [give(g, p, character(), Zone.EXPEDITION, Side.HERO),
              give(g, 1 - p, character(), Zone.RESERVE),
              give(g, 1 - p, permanent(1, landmark=True), Zone.LANDMARKS)]
    play(g, me)
    assert [g.cards[c].zone for c in others] == [Zone.DISCARD] * 3
    assert g.cards[me].zone is Zone.EXPEDITION


# --- Statuses and counters -----------------------------------------------------------------

def test_part_676_may_have_another_target_character_gain_fleeting():
    g, p, me = _played(676)
    other = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, me)
    yes(g)
    assert not any(f"#{me}" in o for o in options(g))
    pick_if_asked(g, other)
    assert statuses_of(g, other) == {"fleeting"}


@pytest.mark.parametrize("output, boosts", [
    pytest.param(534, 0, id="part_534_may_have_another_character_lose_fleeting"),
    pytest.param(533, 1, id="part_533_may_have_another_lose_fleeting_and_gain_1_boost"),
])
def test_another_character_loses_fleeting(output, boosts):
    g, p, me = _played(output)
    other = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[other].status |= Status.FLEETING
    play(g, me)
    yes(g)
    pick_if_asked(g, other)
    assert (statuses_of(g, other), g.cards[other].boosts) == (set(), boosts)


def test_part_523_each_character_in_target_expedition_gains_fleeting():
    g, p, me = _played(523)
    there = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    elsewhere = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    play(g, me)
    answer(g, "expedition -> hero theirs")
    assert (statuses_of(g, there), statuses_of(g, elsewhere)) == ({"fleeting"}, set())


def test_part_481_remove_up_to_2_counters_from_target_card_in_play_or_in_reserve():
    g, p, me = _played(481)
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    g.cards[stored].counters["boost"] = 3
    play(g, me)
    pick_if_asked(g, stored)
    answer(g, "remove 2")
    assert g.cards[stored].boosts == 1


def test_part_495_may_augment_target_card_in_play_or_in_reserve():
    g, p, me = _played(495)
    stored = give(g, p, character(), Zone.RESERVE)
    g.cards[stored].counters["boost"] = 1
    play(g, me)
    yes(g)
    pick_if_asked(g, stored)
    assert g.cards[stored].boosts == 2


def test_part_449_augment_any_number_of_target_cards_in_play_or_in_reserve():
    g, p, me = _played(449)
    a = give(g, p, character(), Zone.RESERVE)
    b = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    for cid in (a, b):
        g.cards[cid].counters["boost"] = 1
    play(g, me)
    pick(g, a)
    pick(g, b)
    if "done" in options(g):
        act(g, "done")
    assert (g.cards[a].boosts, g.cards[b].boosts) == (2, 2)


# --- Passive lines -------------------------------------------------------------------------

def test_part_493_other_characters_you_control_have_their_statistics_equal_to_the_highest():
    g, p, me = passive_in_play(493, stats=(1, 0, 0))
    mine = give(g, p, character(stats=(1, 4, 2)), Zone.EXPEDITION, Side.COMPANION)
    theirs = give(g, 1 - p, character(stats=(1, 4, 2)), Zone.EXPEDITION, Side.HERO)
    assert (stats(g, mine), stats(g, theirs), stats(g, me)) == ((4, 4, 4), (1, 4, 2), (1, 0, 0))


@pytest.mark.parametrize("output, subtype, cost, paid", [
    pytest.param(463, None, 3, 2, id="part_463_other_characters_cost_1_less_from_your_reserve"),
    pytest.param(463, None, 1, 1, id="part_463_not_below_1"),
    pytest.param(458, "Artist", 3, 2, id="part_458_other_artists_cost_1_less_from_your_reserve"),
    pytest.param(458, None, 3, 3, id="part_458_not_other_characters"),
    pytest.param(485, "Robot", 2, 1, id="part_485_other_robots_cost_1_less_from_your_reserve"),
])
def test_characters_cost_1_less_from_your_reserve(output, subtype, cost, paid):
    g, p, _me = passive_in_play(output)
    set_mana(g, p, 5)
    stored = give(g, p, character(cost=cost, subtypes=(subtype,) if subtype else ()), Zone.RESERVE)
    refresh(g)
    play(g, stored, src="reserve")
    assert 5 - len(ready_orbs(g, p)) == paid


@pytest.mark.parametrize("output", [
    pytest.param(460, id="part_460_cards_with_counters_cant_gain_more"),
    pytest.param(461, id="part_461_cards_in_your_opponents_reserve_cant_gain_counters"),
])
def test_cards_that_cant_gain_counters(output):
    g, p, _me = passive_in_play(output)
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    mine = give(g, p, character(), Zone.RESERVE)
    g.cards[stored].counters["boost"] = 1  # it has a counter
    gain_boosts(g, stored, 1, "test")
    gain_boosts(g, mine, 1, "test")
    assert g.cards[stored].boosts == 1  # can't gain any: it has counters / it is theirs
    assert g.cards[mine].boosts == 1  # no counter yet, and mine


def test_part_535_all_reserve_limits_are_reduced_by_one():
    g, p = started()
    before = (limits(g, p)[0], limits(g, 1 - p)[0])
    give(g, p, line_card((23, 191, 535)), Zone.EXPEDITION, Side.HERO)
    assert (limits(g, p)[0], limits(g, 1 - p)[0]) == (before[0] - 1, before[1] - 1)


# --- Outputs that print abilities of their own ---------------------------------------------

LANDMARKS_2 = 176  # "if there are two or more cards in your Landmarks"


@pytest.mark.parametrize("landmarks, eternal", [
    pytest.param(2, True, id="part_477_eternal_while_the_condition_holds"),
    pytest.param(0, False, id="part_477_not_eternal_otherwise"),
])
def test_i_am_eternal_and_at_night_i_lose_a_boost(landmarks, eternal):
    g, p = started()
    me = give(g, p, whole_line_card((23, LANDMARKS_2, 477)), Zone.EXPEDITION, Side.HERO)
    for _ in range(landmarks):
        give(g, p, permanent(0, landmark=True), Zone.LANDMARKS)
    g.cards[me].counters["boost"] = 2
    assert is_eternal(g, me) is eternal
    day = g.day
    run_until(g, day + 1, Phase.MORNING)
    # At Night I lose a boost whether or not the condition holds (README: Rules notes)
    lost = [e for e in g.log if e.kind == "lose_counters" and e.data.get("card") == me]
    assert [(e.phase, e.data["count"]) for e in lost] == [(Phase.NIGHT, 1)]
    assert (g.cards[me].zone is Zone.EXPEDITION) is eternal
    if eternal:
        assert g.cards[me].boosts == 1


def test_part_529_discard_all_other_cards_and_a_boost_per_card_discarded():
    g, p = started()
    me = in_hand(g, p, whole_line_card((23, 191, 529)))
    others = [give(g, p, character(), Zone.EXPEDITION, Side.HERO),
              give(g, 1 - p, character(), Zone.RESERVE)]
    play(g, me)
    while g.pending.kind == "reaction":  # my Reactions to the cards discarded, in Limbo
        act(g, options(g)[0])
    assert [g.cards[c].zone for c in others] == [Zone.DISCARD, Zone.DISCARD]
    assert g.cards[me].boosts == 2  # a boost for each card that went to a Discard pile


# --- Keywords printed by a line ------------------------------------------------------------

@pytest.mark.parametrize("output, x", [
    pytest.param(453, 1, id="part_453_scout_1"),
    pytest.param(454, 2, id="part_454_scout_2"),
    pytest.param(455, 3, id="part_455_scout_3"),
    pytest.param(456, 4, id="part_456_scout_4"),
])
def test_a_unique_with_a_scout_line_may_be_played_from_hand_for_x(output, x):
    from altered_tui.cards.pool import default_pool
    from altered_tui.cards.render import render_text
    from altered_tui.cards.unique_records import UniqueRecord
    from altered_tui.cards.unique_versions import family_id, unique_version

    record = UniqueRecord(reference="ALT_BISE_B_AX_49_U_1", name="Scout Test", faction="AX",
                          hand_cost=6, reserve_cost=6, forest=1, mountain=1, water=1,
                          main=[(23, 191, output)])
    card = unique_version(record, default_pool().get(family_id(record)))
    assert card.keywords.scout == x and card.abilities == ()
    assert render_text(card).startswith(f"Scout {x}.")
    g, p = started()
    cid = in_hand(g, p, card)
    set_mana(g, p, 6)
    act(g, f"play {card.name}#{cid}@hand -> hero scout")
    assert len(ready_orbs(g, p)) == 6 - x  # CR 7.4.5.c: played for X
    assert g.cards[cid].zone is Zone.RESERVE  # ... then sent to Reserve as it joins (7.4.5.c)
