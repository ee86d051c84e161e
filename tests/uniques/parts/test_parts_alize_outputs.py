"""Unique output parts of Trial by Frost (ALIZE) at work in a game: each line is played
from hand as a {J} line of a test Character; each case is named after its part's id
(README: Unique cards)."""

from __future__ import annotations

import pytest

from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.engine.types import Side, Status, Terrain, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, character, give, options, play, set_mana
from tests.cards.builders import pick, pick_if_asked
from tests.uniques.parts.support import in_hand, joining, started

FIRST_PLAYER = 631  # "if you are the first player": true for the player of the first turn
TWO_BOOSTS = 516  # "if I have two or more boosts": false for a Character just played
FLEETING = ("fleeting",)


def _answer(g, *answers: str) -> None:
    """Take, in turn, the first option starting with each answer."""
    for answer in answers:
        act(g, next(o for o in options(g) if o.startswith(answer)))


def _yes(g) -> None:
    assert g.pending.kind == "may", options(g)
    act(g, "yes")


def _statuses(g, cid) -> set[str]:
    return {name for name, flag in (("fleeting", Status.FLEETING), ("asleep", Status.ASLEEP),
                                    ("anchored", Status.ANCHORED), ("exhausted", Status.EXHAUSTED))
            if g.cards[cid].status & flag}


def _in_water_only(g, player: int, side: Side = Side.HERO) -> None:
    g.players[player].positions[side] = 2  # a Water region of the bundled map (seed 3)
    assert g.regions[2].terrains == (Terrain.WATER,)


def _permanent(cost: int = 0, landmark: bool = False) -> CardDef:
    kind = ZoneType.LANDMARK if landmark else ZoneType.EXPEDITION
    return CardDef(id=f"TEST_ALIZE_PERMANENT_{cost}_{kind.value}", name="Test Gear",
                   type=CardType.PERMANENT, zone_type=kind, hand_cost=cost, reserve_cost=cost)


# --- Tokens --------------------------------------------------------------------------------

def _tokens(g, p) -> dict:
    """Where the tokens are: {(whose, place): names} with place hero / companion."""
    found = {}
    for q in (p, 1 - p):
        for side in Side:
            names = sorted(g.cdef(c).name for c in g.players[q].expeditions[side] if g.cards[c].token)
            if names:
                found[("me" if q == p else "them", side.value)] = names
    return found


THEIR_COMPANION = ("expedition -> companion theirs",)
MOTH, BUG, RECRUIT = "Mana Moth", "Brassbug", "Ordis Recruit"


@pytest.mark.parametrize("output, condition, side, answers, expected", [
    pytest.param(273, 191, "hero", (), {("me", "companion"): [MOTH]}, id="part_273_moth_companion"),
    pytest.param(274, 191, "companion", (), {("me", "hero"): [MOTH]}, id="part_274_moth_hero"),
    pytest.param(380, 191, "hero", (), {("me", "companion"): [BUG]}, id="part_380_bug_other"),
    pytest.param(272, 191, "hero", THEIR_COMPANION, {("them", "companion"): [MOTH]},
                 id="part_272_moth_target_expedition"),
    pytest.param(379, 191, "companion", (), {("me", "companion"): [BUG]}, id="part_379_bug_mine"),
    pytest.param(277, 191, "hero", THEIR_COMPANION, {("them", "companion"): [MOTH, MOTH]},
                 id="part_277_two_moths_target_expedition"),
    pytest.param(275, 191, "hero", (), {("me", "companion"): [MOTH]}, id="part_275_moth_other"),
    pytest.param(271, 191, "companion", (), {("me", "companion"): [MOTH]}, id="part_271_moth_mine"),
    pytest.param(270, 191, "hero", (), {("me", "hero"): [MOTH], ("me", "companion"): [MOTH]},
                 id="part_270_moth_in_each_of_yours"),
    pytest.param(401, FIRST_PLAYER, "hero", THEIR_COMPANION, {("them", "companion"): [BUG, BUG]},
                 id="part_401_two_bugs_if"),
    pytest.param(401, TWO_BOOSTS, "hero", THEIR_COMPANION, {("them", "companion"): [BUG]},
                 id="part_401_otherwise_one_bug"),
    pytest.param(406, FIRST_PLAYER, "companion", (),
                 {("me", "hero"): [RECRUIT], ("me", "companion"): [RECRUIT]},
                 id="part_406_recruit_in_each_of_yours"),
    pytest.param(406, TWO_BOOSTS, "companion", (), {("me", "companion"): [RECRUIT]},
                 id="part_406_otherwise_one_in_mine"),
])
def test_token_outputs(output, condition, side, answers, expected):
    g, p = started()
    play(g, in_hand(g, p, joining(output, condition)), side=side)
    _answer(g, *answers)
    assert _tokens(g, p) == expected


# --- The next card played costs less -------------------------------------------------------

def _paid_after(output: int, card: CardDef, mana: int = 5) -> int:
    g, p = started()
    play(g, in_hand(g, p, joining(output)))
    if g.pending.player != p:
        act(g, "pass")
    set_mana(g, p, mana)
    play(g, give(g, p, card))
    return mana - len(ready_orbs(g, p))


@pytest.mark.parametrize("output, card, paid", [
    pytest.param(387, character(cost=3), 2, id="part_387_next_character_1_less"),
    pytest.param(387, _permanent(3), 3, id="part_387_not_a_permanent"),
    pytest.param(328, _permanent(5), 2, id="part_328_next_permanent_3_less"),
    pytest.param(328, character(cost=3), 3, id="part_328_not_a_character"),
    pytest.param(329, _permanent(5), 1, id="part_329_next_permanent_4_less"),
])
def test_next_play_outputs(output, card, paid):
    assert _paid_after(output, card) == paid


# --- Boosts and statuses -------------------------------------------------------------------

@pytest.mark.parametrize("output, boosts, statuses", [
    pytest.param(319, 1, FLEETING, id="part_319_target_1_boost_and_fleeting"),
    pytest.param(320, 2, FLEETING, id="part_320_target_2_boosts_and_fleeting"),
])
def test_target_gains_boosts_and_a_status(output, boosts, statuses):
    g, p = started()
    other = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(output)))
    pick_if_asked(g, other)
    assert (g.cards[other].boosts, _statuses(g, other)) == (boosts, set(statuses))


@pytest.mark.parametrize("output, boosts", [
    pytest.param(296, 2, id="part_296_i_gain_2_boosts_and_fleeting"),
    pytest.param(292, 1, id="part_292_i_gain_1_boost_and_fleeting"),
])
def test_i_gain_boosts_and_fleeting(output, boosts):
    g, p = started()
    me = in_hand(g, p, joining(output))
    play(g, me)
    assert (g.cards[me].boosts, _statuses(g, me)) == (boosts, {"fleeting"})


def test_part_280_each_other_character_you_control_gains_1_boost():
    g, p = started()
    mine = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, joining(280))
    play(g, me)
    assert (g.cards[mine].boosts, g.cards[theirs].boosts, g.cards[me].boosts) == (1, 0, 0)


def test_part_279_each_character_in_target_expedition_gains_1_boost():
    g, p = started()
    there = [give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION) for _ in range(2)]
    elsewhere = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(279)))
    _answer(g, "expedition -> companion theirs")
    assert [g.cards[c].boosts for c in (*there, elsewhere)] == [1, 1, 0]


def test_part_266_any_number_of_target_characters_in_forest_gain_2_boosts():
    g, p = started()
    _in_water_only(g, 1 - p)
    a, b = (give(g, p, character(), Zone.EXPEDITION, Side.COMPANION) for _ in range(2))
    wet = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(266)))
    assert not any(f"#{wet}" in o for o in options(g))  # not in Forest
    pick(g, a)
    pick(g, b)
    if "done" in options(g):
        act(g, "done")
    assert [g.cards[c].boosts for c in (a, b, wet)] == [2, 2, 0]


@pytest.mark.parametrize("output", [
    pytest.param(294, id="part_294_a_boost_per_fleeting_character_you_control"),
    pytest.param(390, id="part_390_a_boost_per_fleeting_character_you_control"),
])
def test_a_boost_per_fleeting_character_you_control(output):
    g, p = started()
    for owner in (p, p, 1 - p):
        fleeting = give(g, owner, character(), Zone.EXPEDITION, Side.HERO)
        g.cards[fleeting].status |= Status.FLEETING
    give(g, p, character(), Zone.EXPEDITION, Side.HERO)  # not Fleeting
    me = in_hand(g, p, joining(output))
    play(g, me)
    assert g.cards[me].boosts == 2


def test_part_295_a_boost_per_expedition_in_forest():
    g, p = started()
    _in_water_only(g, 1 - p, Side.HERO)
    _in_water_only(g, 1 - p, Side.COMPANION)
    me = in_hand(g, p, joining(295))
    play(g, me)
    assert g.cards[me].boosts == 2  # my two, both in all-terrain regions


@pytest.mark.parametrize("output, boosts", [
    pytest.param(331, 2, id="part_331_may_target_a_fleeting_character_2_boosts"),
    pytest.param(330, 1, id="part_330_may_target_a_fleeting_character_1_boost"),
])
def test_may_boost_a_fleeting_character(output, boosts):
    g, p = started()
    plain = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    fleeting = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[fleeting].status |= Status.FLEETING
    play(g, in_hand(g, p, joining(output)))
    _yes(g)
    assert not any(f"#{plain}" in o for o in options(g))
    pick_if_asked(g, fleeting)
    assert (g.cards[fleeting].boosts, g.cards[plain].boosts) == (boosts, 0)


@pytest.mark.parametrize("output", [
    pytest.param(321, id="part_321_may_target_a_character_in_forest_2_boosts"),
    pytest.param(388, id="part_388_may_give_2_boosts_to_a_character_in_forest"),
])
def test_may_boost_a_character_in_forest(output):
    g, p = started()
    _in_water_only(g, 1 - p)
    wet = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    dry = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    play(g, in_hand(g, p, joining(output)))
    _yes(g)
    assert not any(f"#{wet}" in o for o in options(g))
    pick_if_asked(g, dry)
    assert (g.cards[dry].boosts, g.cards[wet].boosts) == (2, 0)


def test_part_341_may_target_a_character_facing_me_it_gains_asleep():
    g, p = started()
    facing = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    away = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    play(g, in_hand(g, p, joining(341)), side="hero")
    _yes(g)
    assert not any(f"#{away}" in o for o in options(g))
    pick_if_asked(g, facing)
    assert "asleep" in _statuses(g, facing) and "asleep" not in _statuses(g, away)


def test_part_281_each_player_chooses_a_character_they_control_it_gains_asleep():
    g, p = started()
    mine = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, joining(281))
    play(g, me)
    pick_if_asked(g, mine)
    pick_if_asked(g, theirs)
    assert "asleep" in _statuses(g, mine) and "asleep" in _statuses(g, theirs)
    assert "asleep" not in _statuses(g, me)


# --- Moving objects ------------------------------------------------------------------------

def test_part_315_may_send_to_reserve_a_character_with_no_statistic_over_3():
    g, p = started()
    small = give(g, 1 - p, character(stats=(3, 3, 3)), Zone.EXPEDITION, Side.HERO)
    big = give(g, 1 - p, character(stats=(4, 0, 0)), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(315)))
    _yes(g)
    assert not any(f"#{big}" in o for o in options(g))
    pick_if_asked(g, small)
    assert (g.cards[small].zone, g.cards[big].zone) == (Zone.RESERVE, Zone.EXPEDITION)


@pytest.mark.parametrize("output", [
    pytest.param(394, id="part_394_may_have_target_character_switch"),
    pytest.param(333, id="part_333_may_target_a_character_it_switches"),
    pytest.param(393, id="part_393_may_have_target_character_or_expedition_permanent_switch"),
    pytest.param(332, id="part_332_may_have_target_character_or_expedition_permanent_switch"),
])
def test_may_switch_expeditions(output):
    g, p = started()
    other = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(output)))
    _yes(g)
    pick_if_asked(g, other)
    assert g.cards[other].side is Side.COMPANION


@pytest.mark.parametrize("output", [
    pytest.param(393, id="part_393_an_expedition_permanent_switches"),
    pytest.param(332, id="part_332_an_expedition_permanent_switches"),
])
def test_an_expedition_permanent_may_switch(output):
    g, p = started()
    gear = give(g, 1 - p, _permanent(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(output)))
    _yes(g)
    pick_if_asked(g, gear)
    assert g.cards[gear].side is Side.COMPANION


def test_part_314_may_send_target_character_to_reserve_then_exhaust_it():
    g, p = started()
    other = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(314)))
    _yes(g)
    pick_if_asked(g, other)
    assert g.cards[other].zone is Zone.RESERVE and "exhausted" in _statuses(g, other)


@pytest.mark.parametrize("output, most", [
    pytest.param(312, 4, id="part_312_any_number_with_total_mountain_4_or_less"),
    pytest.param(313, 5, id="part_313_any_number_with_total_mountain_5_or_less"),
])
def test_may_send_characters_with_a_total_mountain_to_reserve(output, most):
    g, p = started()
    a = give(g, 1 - p, character(stats=(0, 2, 0)), Zone.EXPEDITION, Side.HERO)
    b = give(g, 1 - p, character(stats=(0, most - 2, 0)), Zone.EXPEDITION, Side.HERO)
    c = give(g, 1 - p, character(stats=(0, 1, 0)), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(output)))
    _yes(g)
    pick(g, a)
    pick(g, b)
    assert not any(f"#{c}" in o for o in options(g))  # one more Mountain would be too many
    if "done" in options(g):
        act(g, "done")
    assert [g.cards[x].zone for x in (a, b, c)] == [Zone.RESERVE, Zone.RESERVE, Zone.EXPEDITION]


def test_part_349_may_return_target_character_or_permanent_to_its_owners_hand():
    g, p = started()
    gear = give(g, 1 - p, _permanent(landmark=True), Zone.LANDMARKS)
    play(g, in_hand(g, p, joining(349)))
    _yes(g)
    pick_if_asked(g, gear)
    assert g.cards[gear].zone is Zone.HAND and gear in g.players[1 - p].hand


def test_part_350_may_send_target_character_in_forest_to_reserve():
    g, p = started()
    _in_water_only(g, 1 - p)
    wet = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    dry = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    play(g, in_hand(g, p, joining(350)))
    _yes(g)
    assert not any(f"#{wet}" in o for o in options(g))
    pick_if_asked(g, dry)
    assert (g.cards[dry].zone, g.cards[wet].zone) == (Zone.RESERVE, Zone.EXPEDITION)


# --- Reserves, Resupply and Sabotage -------------------------------------------------------

@pytest.mark.parametrize("condition, exhausted", [
    pytest.param(FIRST_PLAYER, False, id="part_404_resupply"),
    pytest.param(TWO_BOOSTS, True, id="part_404_otherwise_exhausted_resupply"),
])
def test_resupply_otherwise_exhausted_resupply(condition, exhausted):
    g, p = started()
    before = set(g.players[p].reserve)
    play(g, in_hand(g, p, joining(404, condition)))
    [new] = set(g.players[p].reserve) - before
    assert ("exhausted" in _statuses(g, new)) is exhausted


def test_part_402_sabotage_otherwise_may_exhaust_target_card_in_reserve():
    g, p = started()
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(402, FIRST_PLAYER)))
    pick_if_asked(g, stored)
    assert g.cards[stored].zone is Zone.DISCARD
    g, p = started()
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(402, TWO_BOOSTS)))
    _yes(g)
    pick_if_asked(g, stored)
    assert g.cards[stored].zone is Zone.RESERVE and "exhausted" in _statuses(g, stored)


def test_part_397_target_opponent_may_exhausted_resupply():
    g, p = started()
    before = set(g.players[1 - p].reserve)
    play(g, in_hand(g, p, joining(397)))
    assert g.pending.player == 1 - p
    _answer(g, "yes")
    [new] = set(g.players[1 - p].reserve) - before
    assert "exhausted" in _statuses(g, new)


def test_part_290_exhaust_up_to_two_cards_in_reserve():
    g, p = started()
    a = give(g, p, character(), Zone.RESERVE)
    b = give(g, 1 - p, character(), Zone.RESERVE)
    c = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(290)))
    pick(g, a)
    pick(g, b)
    assert "exhausted" in _statuses(g, a) and "exhausted" in _statuses(g, b)
    assert "exhausted" not in _statuses(g, c)


def test_part_327_target_player_sacrifices_a_character():
    g, p = started()
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(327)))
    _answer(g, "player theirs")
    pick_if_asked(g, theirs)
    assert g.cards[theirs].zone is Zone.DISCARD
