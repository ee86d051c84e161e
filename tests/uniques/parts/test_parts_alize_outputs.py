"""Unique output parts of Trial by Frost (ALIZE) at work in a game: each line is played
from hand as a {J} line of a test Character; each case is named after its part's id
(README: Unique cards)."""

from __future__ import annotations

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef
from altered_tui.engine.characteristics import tough
from altered_tui.engine.objects import expedition_terrains
from altered_tui.engine.progress import blocked_reason
from altered_tui.engine.state import Region
from altered_tui.engine.steps.status import gain_status
from altered_tui.engine.types import Phase, Side, Status, Terrain, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, character, give, options, play, refresh, set_mana
from tests.cards.builders import (can_play, finish_day, fix_dice, pick, pick_if_asked, progress,
                                  run_until, send_to_reserve)
from tests.uniques.parts.outputs_support import (
    FIRST_PLAYER, TWO_BOOSTS, answer, in_water_only, paid_after_support, passive_in_play, permanent,
    draw_spell, statuses_of, tokens, yes,
)
from tests.uniques.parts.support import PASSIVE, in_hand, joining, line_card, started

FLEETING = ("fleeting",)












# --- Tokens --------------------------------------------------------------------------------



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
    answer(g, *answers)
    assert tokens(g, p) == expected


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
    pytest.param(387, permanent(3), 3, id="part_387_not_a_permanent"),
    pytest.param(328, permanent(5), 2, id="part_328_next_permanent_3_less"),
    pytest.param(328, character(cost=3), 3, id="part_328_not_a_character"),
    pytest.param(329, permanent(5), 1, id="part_329_next_permanent_4_less"),
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
    assert (g.cards[other].boosts, statuses_of(g, other)) == (boosts, set(statuses))


@pytest.mark.parametrize("output, boosts", [
    pytest.param(296, 2, id="part_296_i_gain_2_boosts_and_fleeting"),
    pytest.param(292, 1, id="part_292_i_gain_1_boost_and_fleeting"),
])
def test_i_gain_boosts_and_fleeting(output, boosts):
    g, p = started()
    me = in_hand(g, p, joining(output))
    play(g, me)
    assert (g.cards[me].boosts, statuses_of(g, me)) == (boosts, {"fleeting"})


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
    answer(g, "expedition -> companion theirs")
    assert [g.cards[c].boosts for c in (*there, elsewhere)] == [1, 1, 0]


def test_part_266_any_number_of_target_characters_in_forest_gain_2_boosts():
    g, p = started()
    in_water_only(g, 1 - p)
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
    in_water_only(g, 1 - p, Side.HERO)
    in_water_only(g, 1 - p, Side.COMPANION)
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
    yes(g)
    assert not any(f"#{plain}" in o for o in options(g))
    pick_if_asked(g, fleeting)
    assert (g.cards[fleeting].boosts, g.cards[plain].boosts) == (boosts, 0)


@pytest.mark.parametrize("output", [
    pytest.param(321, id="part_321_may_target_a_character_in_forest_2_boosts"),
    pytest.param(388, id="part_388_may_give_2_boosts_to_a_character_in_forest"),
])
def test_may_boost_a_character_in_forest(output):
    g, p = started()
    in_water_only(g, 1 - p)
    wet = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    dry = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    play(g, in_hand(g, p, joining(output)))
    yes(g)
    assert not any(f"#{wet}" in o for o in options(g))
    pick_if_asked(g, dry)
    assert (g.cards[dry].boosts, g.cards[wet].boosts) == (2, 0)


def test_part_341_may_target_a_character_facing_me_it_gains_asleep():
    g, p = started()
    facing = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    away = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    play(g, in_hand(g, p, joining(341)), side="hero")
    yes(g)
    assert not any(f"#{away}" in o for o in options(g))
    pick_if_asked(g, facing)
    assert "asleep" in statuses_of(g, facing) and "asleep" not in statuses_of(g, away)


def test_part_281_each_player_chooses_a_character_they_control_it_gains_asleep():
    g, p = started()
    mine = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, joining(281))
    play(g, me)
    pick_if_asked(g, mine)
    pick_if_asked(g, theirs)
    assert "asleep" in statuses_of(g, mine) and "asleep" in statuses_of(g, theirs)
    assert "asleep" not in statuses_of(g, me)


# --- Moving objects ------------------------------------------------------------------------

def test_part_315_may_send_to_reserve_a_character_with_no_statistic_over_3():
    g, p = started()
    small = give(g, 1 - p, character(stats=(3, 3, 3)), Zone.EXPEDITION, Side.HERO)
    big = give(g, 1 - p, character(stats=(4, 0, 0)), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(315)))
    yes(g)
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
    yes(g)
    pick_if_asked(g, other)
    assert g.cards[other].side is Side.COMPANION


@pytest.mark.parametrize("output", [
    pytest.param(393, id="part_393_an_expedition_permanent_switches"),
    pytest.param(332, id="part_332_an_expedition_permanent_switches"),
])
def test_an_expedition_permanent_may_switch(output):
    g, p = started()
    gear = give(g, 1 - p, permanent(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(output)))
    yes(g)
    pick_if_asked(g, gear)
    assert g.cards[gear].side is Side.COMPANION


def test_part_314_may_send_target_character_to_reserve_then_exhaust_it():
    g, p = started()
    other = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(314)))
    yes(g)
    pick_if_asked(g, other)
    assert g.cards[other].zone is Zone.RESERVE and "exhausted" in statuses_of(g, other)


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
    yes(g)
    pick(g, a)
    pick(g, b)
    assert not any(f"#{c}" in o for o in options(g))  # one more Mountain would be too many
    if "done" in options(g):
        act(g, "done")
    assert [g.cards[x].zone for x in (a, b, c)] == [Zone.RESERVE, Zone.RESERVE, Zone.EXPEDITION]


def test_part_349_may_return_target_character_or_permanent_to_its_owners_hand():
    g, p = started()
    gear = give(g, 1 - p, permanent(landmark=True), Zone.LANDMARKS)
    play(g, in_hand(g, p, joining(349)))
    yes(g)
    pick_if_asked(g, gear)
    assert g.cards[gear].zone is Zone.HAND and gear in g.players[1 - p].hand


def test_part_350_may_send_target_character_in_forest_to_reserve():
    g, p = started()
    in_water_only(g, 1 - p)
    wet = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    dry = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    play(g, in_hand(g, p, joining(350)))
    yes(g)
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
    assert ("exhausted" in statuses_of(g, new)) is exhausted


def test_part_402_sabotage_otherwise_may_exhaust_target_card_in_reserve():
    g, p = started()
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(402, FIRST_PLAYER)))
    pick_if_asked(g, stored)
    assert g.cards[stored].zone is Zone.DISCARD
    g, p = started()
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(402, TWO_BOOSTS)))
    yes(g)
    pick_if_asked(g, stored)
    assert g.cards[stored].zone is Zone.RESERVE and "exhausted" in statuses_of(g, stored)


def test_part_397_target_opponent_may_exhausted_resupply():
    g, p = started()
    before = set(g.players[1 - p].reserve)
    play(g, in_hand(g, p, joining(397)))
    assert g.pending.player == 1 - p
    answer(g, "yes")
    [new] = set(g.players[1 - p].reserve) - before
    assert "exhausted" in statuses_of(g, new)


def test_part_290_exhaust_up_to_two_cards_in_reserve():
    g, p = started()
    a = give(g, p, character(), Zone.RESERVE)
    b = give(g, 1 - p, character(), Zone.RESERVE)
    c = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(290)))
    pick(g, a)
    pick(g, b)
    assert "exhausted" in statuses_of(g, a) and "exhausted" in statuses_of(g, b)
    assert "exhausted" not in statuses_of(g, c)


def test_part_327_target_player_sacrifices_a_character():
    g, p = started()
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(327)))
    answer(g, "player theirs")
    pick_if_asked(g, theirs)
    assert g.cards[theirs].zone is Zone.DISCARD


# --- Playing a card now, exchanging with Reserve -------------------------------------------

@pytest.mark.parametrize("output, boosts, statuses", [
    pytest.param(342, 0, (), id="part_342_may_play_a_character_for_3_less"),
    pytest.param(344, 1, (), id="part_344_may_play_a_character_for_3_less_1_boost"),
    pytest.param(345, 2, (), id="part_345_may_play_a_character_for_3_less_2_boosts"),
    pytest.param(343, 0, ("anchored",), id="part_343_may_play_a_character_for_3_less_anchored"),
])
def test_may_play_a_character_for_3_less(output, boosts, statuses):
    g, p = started()
    me = in_hand(g, p, joining(output))
    costly = in_hand(g, p, character(cost=4))
    set_mana(g, p, 1)
    play(g, me)
    answer(g, f"play {g.cdef(costly).name}#{costly}@hand")
    c = g.cards[costly]
    assert c.zone is Zone.EXPEDITION and len(ready_orbs(g, p)) == 0  # paid 4 - 3
    assert (c.boosts, statuses_of(g, costly)) == (boosts, set(statuses))


@pytest.mark.parametrize("output, kind", [
    pytest.param(287, "spell", id="part_287_exchange_a_spell_in_your_reserve"),
    pytest.param(392, "card", id="part_392_exchange_a_card_in_your_reserve"),
    pytest.param(285, "card", id="part_285_exchange_a_card_in_your_reserve"),
    pytest.param(286, "character", id="part_286_exchange_a_character_in_your_reserve"),
])
def test_exchange_a_reserve_card_with_a_card_from_your_hand(output, kind):

    g, p = started()
    stored_spell = give(g, p, draw_spell(0), Zone.RESERVE)
    stored_character = give(g, p, character(), Zone.RESERVE)
    wanted = stored_character if kind == "character" else stored_spell
    refused = {"spell": stored_character, "character": stored_spell, "card": None}[kind]
    play(g, in_hand(g, p, joining(output)))
    if refused is not None:
        assert not any(f"#{refused}" in o for o in options(g))
    pick_if_asked(g, wanted)  # the only one that may be targeted is taken without asking
    while g.pending.player == p and g.pending.kind in ("choose", "target"):
        act(g, options(g)[0])  # the card of the hand that goes to Reserve
    assert g.cards[wanted].zone is Zone.HAND


def test_part_306_ready_all_cards_in_your_reserve():
    g, p = started()
    mine = [give(g, p, character(), Zone.RESERVE) for _ in range(2)]
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    for cid in (*mine, theirs):
        g.cards[cid].status |= Status.EXHAUSTED
    play(g, in_hand(g, p, joining(306)))
    assert [("exhausted" in statuses_of(g, c)) for c in (*mine, theirs)] == [False, False, True]


# --- Me ------------------------------------------------------------------------------------

@pytest.mark.parametrize("output, zone, statuses", [
    pytest.param(311, Zone.DISCARD, (), id="part_311_sacrifice_me"),
    pytest.param(424, Zone.RESERVE, (), id="part_424_send_me_to_reserve"),
    pytest.param(288, Zone.EXPEDITION, ("exhausted",), id="part_288_exhaust_me"),
])
def test_what_i_do_to_myself(output, zone, statuses):
    g, p = started()
    me = in_hand(g, p, joining(output))
    play(g, me)
    assert (g.cards[me].zone, statuses_of(g, me) - {"fleeting"}) == (zone, set(statuses))


def test_part_340_you_may_have_me_gain_asleep():
    g, p = started()
    me = in_hand(g, p, joining(340))
    play(g, me)
    yes(g)
    assert "asleep" in statuses_of(g, me)


def test_part_420_sacrifice_a_character_in_my_expedition_and_i_gain_1_boost():
    g, p = started()
    there = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    elsewhere = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    me = in_hand(g, p, joining(420))
    play(g, me, side="hero")
    assert not any(f"#{elsewhere}" in o for o in options(g))
    pick_if_asked(g, there)
    assert (g.cards[there].zone, g.cards[me].boosts) == (Zone.DISCARD, 1)


# --- Each player ---------------------------------------------------------------------------

@pytest.mark.parametrize("output, draws", [
    pytest.param(284, 0, id="part_284_each_player_may_put_a_card_in_reserve"),
    pytest.param(283, 1, id="part_283_each_player_may_put_a_card_in_reserve_to_draw"),
])
def test_each_player_may_put_a_card_from_hand_in_reserve(output, draws):
    g, p = started()
    me = in_hand(g, p, joining(output))
    reserves = [len(g.players[q].reserve) for q in (p, 1 - p)]
    hands = [len(g.players[q].hand) for q in (p, 1 - p)]
    play(g, me)
    hands[0] -= 1  # I was played
    for _ in (p, 1 - p):  # each in turn puts its first card
        act(g, next(o for o in options(g) if o != "no" and o != "pass"))
    assert [len(g.players[q].reserve) for q in (p, 1 - p)] == [r + 1 for r in reserves]
    assert [len(g.players[q].hand) for q in (p, 1 - p)] == [h - 1 + draws for h in hands]


def test_part_377_each_player_exhausts_a_card_in_their_reserve():
    g, p = started()
    mine = give(g, p, character(), Zone.RESERVE)
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(377)))
    pick_if_asked(g, mine)
    pick_if_asked(g, theirs)
    assert "exhausted" in statuses_of(g, mine) and "exhausted" in statuses_of(g, theirs)


@pytest.mark.parametrize("output, times", [
    pytest.param(397, 1, id="part_397_target_opponent_may_exhausted_resupply"),
    pytest.param(326, 1, id="part_326_target_opponent_may_exhausted_resupply"),
    pytest.param(396, 2, id="part_396_target_opponent_may_exhausted_resupply_twice"),
    pytest.param(325, 2, id="part_325_target_opponent_may_exhausted_resupply_twice"),
])
def test_target_opponent_may_exhausted_resupply(output, times):
    g, p = started()
    before = set(g.players[1 - p].reserve)
    play(g, in_hand(g, p, joining(output)))
    for _ in range(times):
        assert g.pending.player == 1 - p
        answer(g, "yes")
    new = set(g.players[1 - p].reserve) - before
    assert len(new) == times and all("exhausted" in statuses_of(g, c) for c in new)


def test_part_348_you_may_ready_an_exhausted_card_in_reserve():
    g, p = started()
    cold = give(g, 1 - p, character(), Zone.RESERVE)
    g.cards[cold].status |= Status.EXHAUSTED
    play(g, in_hand(g, p, joining(348)))
    yes(g)
    pick_if_asked(g, cold)
    assert "exhausted" not in statuses_of(g, cold)


# --- Targets with a Hand Cost, dice --------------------------------------------------------

@pytest.mark.parametrize("output, status, mine_only, most", [
    pytest.param(324, "asleep", True, 4, id="part_324_a_character_you_control_cost_4_or_less_asleep"),
    pytest.param(428, "anchored", False, 3, id="part_428_a_character_cost_3_or_less_anchored"),
    pytest.param(429, "anchored", False, 3, id="part_429_a_character_cost_3_or_less_anchored"),
])
def test_target_character_with_a_hand_cost_gains_a_status(output, status, mine_only, most):
    g, p = started()
    cheap = give(g, p, character(cost=most), Zone.EXPEDITION, Side.HERO)
    dear = give(g, p, character(cost=most + 1), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(cost=1), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(output)))
    assert not any(f"#{dear}" in o for o in options(g))
    assert any(f"#{theirs}" in o for o in options(g)) is not mine_only
    pick(g, cheap)
    assert status in statuses_of(g, cheap)


@pytest.mark.parametrize("output, roll, status", [
    pytest.param(308, 5, "anchored", id="part_308_roll_then_target_4_up_anchored"),
    pytest.param(308, 2, "asleep", id="part_308_roll_then_target_1_to_3_asleep"),
    pytest.param(318, 4, "anchored", id="part_318_target_then_roll_4_up_anchored"),
    pytest.param(318, 3, "asleep", id="part_318_target_then_roll_1_to_3_asleep"),
])
def test_a_die_decides_anchored_or_asleep(output, roll, status):

    g, p = started()
    other = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    fix_dice(g, roll)
    play(g, in_hand(g, p, joining(output)))
    pick_if_asked(g, other)
    assert statuses_of(g, other) == {status}


@pytest.mark.parametrize("output, roll, exhausted", [
    pytest.param(309, 4, False, id="part_309_on_4_up_resupply"),
    pytest.param(309, 3, True, id="part_309_on_1_to_3_exhausted_resupply"),
    pytest.param(389, 6, False, id="part_389_on_4_up_resupply"),
    pytest.param(389, 1, True, id="part_389_on_1_to_3_exhausted_resupply"),
])
def test_a_die_decides_the_resupply(output, roll, exhausted):

    g, p = started()
    before = set(g.players[p].reserve)
    fix_dice(g, roll)
    play(g, in_hand(g, p, joining(output)))
    [new] = set(g.players[p].reserve) - before
    assert ("exhausted" in statuses_of(g, new)) is exhausted


@pytest.mark.parametrize("output, roll", [
    pytest.param(289, 2, id="part_289_on_1_to_3_the_opponent_exhausts_one_of_mine"),
    pytest.param(337, 3, id="part_337_on_1_to_3_the_opponent_exhausts_one_of_mine"),
    pytest.param(289, 4, id="part_289_on_4_up_nothing_more"),
])
def test_may_exhaust_a_card_in_an_opponents_reserve_then_roll(output, roll):

    g, p = started()
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    mine = give(g, p, character(), Zone.RESERVE)
    fix_dice(g, roll)
    play(g, in_hand(g, p, joining(output)))
    yes(g)
    pick_if_asked(g, theirs)
    if g.pending.player == 1 - p and g.pending.kind in ("target", "choose"):
        pick(g, mine)  # that opponent targets a card in my Reserve
    assert "exhausted" in statuses_of(g, theirs)
    assert ("exhausted" in statuses_of(g, mine)) is (roll <= 3)


@pytest.mark.parametrize("in_forest, draws", [
    pytest.param(False, 1, id="part_351_not_in_forest_its_controller_draws"),
    pytest.param(True, 0, id="part_351_in_forest_no_draw"),
])
def test_may_send_to_reserve_unless_in_forest_its_controller_draws(in_forest, draws):
    g, p = started()
    if not in_forest:
        in_water_only(g, 1 - p)
    other = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    hand = len(g.players[1 - p].hand)
    play(g, in_hand(g, p, joining(351)))
    yes(g)
    pick_if_asked(g, other)
    assert g.cards[other].zone is Zone.RESERVE
    assert len(g.players[1 - p].hand) == hand + draws


def test_part_276_a_recruit_in_my_expedition_per_bureaucrat_you_control():
    g, p = started()
    for owner in (p, p, 1 - p):
        give(g, owner, character(subtypes=("Bureaucrat",)), Zone.EXPEDITION, Side.COMPANION)
    play(g, in_hand(g, p, joining(276)), side="hero")
    assert tokens(g, p) == {("me", "hero"): [RECRUIT, RECRUIT]}


# --- Passive lines (the empty trigger) -----------------------------------------------------



def test_part_302_my_region_and_the_facing_one_are_forest_and_lose_their_other_types():

    g, p, _me = passive_in_play(302)
    assert expedition_terrains(g, p, Side.HERO) == [Terrain.FOREST]
    assert expedition_terrains(g, 1 - p, Side.HERO) == [Terrain.FOREST]
    assert len(expedition_terrains(g, p, Side.COMPANION)) == 3  # not my region


@pytest.mark.parametrize("output", [
    pytest.param(303, id="part_303_my_region_is_forest_in_addition"),
    pytest.param(395, id="part_395_my_region_is_forest_in_addition"),
])
def test_my_region_is_forest_in_addition_to_its_other_types(output):

    g, p, _me = passive_in_play(output)
    in_water_only(g, p)
    assert set(expedition_terrains(g, p, Side.HERO)) == {Terrain.WATER, Terrain.FOREST}


@pytest.mark.parametrize("output, spells_too", [
    pytest.param(391, True, id="part_391_play_exhausted_cards_from_reserve"),
    pytest.param(346, True, id="part_346_play_exhausted_cards_from_reserve"),
    pytest.param(347, False, id="part_347_play_exhausted_characters_from_reserve"),
])
def test_play_exhausted_cards_from_your_reserve(output, spells_too):

    g, p = started()
    set_mana(g, p, 3)
    cold = give(g, p, character(), Zone.RESERVE)
    cold_spell = give(g, p, draw_spell(0), Zone.RESERVE)
    for cid in (cold, cold_spell):
        g.cards[cid].status |= Status.EXHAUSTED
    refresh(g)
    assert not can_play(g, cold)  # CR 2.4.5.c
    give(g, p, line_card((PASSIVE, 191, output)), Zone.EXPEDITION, Side.HERO)
    refresh(g)
    assert can_play(g, cold) and can_play(g, cold_spell) is spells_too


@pytest.mark.parametrize("output, cost, paid", [
    pytest.param(267, 3, 2, id="part_267_others_cost_1_less_from_reserve"),
    pytest.param(267, 1, 1, id="part_267_but_not_below_1"),
    pytest.param(268, 2, 3, id="part_268_others_cost_1_more_from_reserve"),
])
def test_other_cards_cost_more_or_less_from_reserve(output, cost, paid):

    g, p, _me = passive_in_play(output)
    set_mana(g, p, 5)
    stored = give(g, p, character(cost=cost), Zone.RESERVE)
    refresh(g)
    play(g, stored, src="reserve")
    assert 5 - len(ready_orbs(g, p)) == paid


@pytest.mark.parametrize("output", [
    pytest.param(386, id="part_386_defenders_dont_prevent_my_expedition_moving"),
    pytest.param(301, id="part_301_defenders_dont_prevent_my_expedition_moving"),
])
def test_defenders_dont_prevent_my_expedition_from_moving_forward(output):

    g, p, _me = passive_in_play(output)
    for side in Side:
        give(g, p, character(keywords=ab.Keywords(defender=True)), Zone.EXPEDITION, side)
    assert blocked_reason(g, p, Side.HERO) is None
    assert blocked_reason(g, p, Side.COMPANION)["via"] == "defender"


def test_part_431_i_am_defender():

    g, p, me = passive_in_play(431)
    assert blocked_reason(g, p, Side.HERO)["via"] == "defender"
    assert blocked_reason(g, p, Side.COMPANION) is None


def test_part_265_i_am_tough_x_where_x_is_the_number_of_exhausted_cards_in_reserve():

    g, p, me = passive_in_play(265)
    for owner in (p, 1 - p, 1 - p):
        g.cards[give(g, owner, character(), Zone.RESERVE)].status |= Status.EXHAUSTED
    give(g, p, character(), Zone.RESERVE)  # ready: not counted
    assert tough(g, me) == 3


def test_part_291_exhausted_characters_in_reserve_remain_exhausted_during_morning():

    g, p, _me = passive_in_play(291, keywords=ab.Keywords(eternal=True))
    cold = give(g, p, character(), Zone.RESERVE)
    cold_spell = give(g, p, draw_spell(0), Zone.RESERVE)
    for cid in (cold, cold_spell):
        g.cards[cid].status |= Status.EXHAUSTED
    run_until(g, g.day + 1, Phase.AFTERNOON)
    assert g.cards[cold].zone is Zone.RESERVE and "exhausted" in statuses_of(g, cold)
    assert "exhausted" not in statuses_of(g, cold_spell)  # a Spell readies as usual


@pytest.mark.parametrize("output, status, instead, boosts", [
    pytest.param(297, "asleep", {"anchored"}, 0, id="part_297_asleep_becomes_anchored"),
    pytest.param(298, "fleeting", set(), 1, id="part_298_fleeting_becomes_a_boost"),
    pytest.param(421, "fleeting", set(), 1, id="part_421_fleeting_becomes_a_boost"),
])
def test_a_status_i_would_gain_is_replaced(output, status, instead, boosts):

    g, p, me = passive_in_play(output)
    gain_status(g, me, status, "test")
    assert (statuses_of(g, me), g.cards[me].boosts) == (instead, boosts)


def test_part_427_i_can_gain_fleeting_even_if_i_was_already_fleeting():

    g, p, me = passive_in_play(427)
    gain_status(g, me, "fleeting", "test")
    gain_status(g, me, "fleeting", "test")
    again = [e for e in g.log if e.kind == "status" and e.data.get("card") == me]
    assert [e.data["via"] for e in again] == ["gains", "again"]  # CR 2.4.1.g


@pytest.mark.parametrize("output, locked, free", [
    pytest.param(299, Terrain.WATER, Terrain.FOREST, id="part_299_facing_moves_only_due_to_water"),
    pytest.param(300, Terrain.FOREST, Terrain.WATER, id="part_300_facing_moves_only_due_to_forest"),
    pytest.param(422, Terrain.MOUNTAIN, Terrain.WATER,
                 id="part_422_facing_moves_only_due_to_mountain"),
])
def test_the_expedition_facing_me_moves_forward_only_due_to_a_terrain(output, locked, free):

    def moved(winning: Terrain) -> int:
        g, p, _me = passive_in_play(output, stats=(0, 0, 0))
        g.regions[0] = Region("hero", (locked, free), face_up=True)
        stats = tuple(3 if t is winning else 0 for t in (Terrain.FOREST, Terrain.MOUNTAIN,
                                                           Terrain.WATER))
        give(g, 1 - p, character(stats=stats), Zone.EXPEDITION, Side.HERO)
        finish_day(g)
        return progress(g, 1 - p, Side.HERO)

    assert (moved(free), moved(locked)) == (0, 1)


@pytest.mark.parametrize("output, status, loses", [
    pytest.param(335, None, "boosts", id="part_335_a_boosted_character_loses_its_boosts_instead"),
    pytest.param(336, Status.ANCHORED, "anchored",
                 id="part_336_an_anchored_character_loses_anchored_instead"),
])
def test_a_character_would_leave_my_expedition_and_stays(output, status, loses):

    g, p, _me = passive_in_play(output)
    kept = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    elsewhere = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    for cid in (kept, elsewhere):
        if status is None:
            g.cards[cid].counters["boost"] = 2
        else:
            g.cards[cid].status |= status
    for cid in (kept, elsewhere):
        send_to_reserve(g, cid)
    assert g.cards[kept].zone is Zone.EXPEDITION and g.cards[elsewhere].zone is Zone.RESERVE
    assert (g.cards[kept].boosts == 0) if loses == "boosts" else "anchored" not in statuses_of(g, kept)


# --- The next card played this turn costs less (a support line: the turn goes on) ---------





@pytest.mark.parametrize("output, card, paid", [
    pytest.param(407, character(cost=3, subtypes=("Bureaucrat",)), 2, id="part_407_next_bureaucrat"),
    pytest.param(407, character(cost=3), 3, id="part_407_not_another_character"),
    pytest.param(408, character(cost=3), 2, id="part_408_next_card"),
    pytest.param(409, permanent(3, landmark=True), 2, id="part_409_next_permanent"),
    pytest.param(410, character(cost=3, subtypes=("Plant",)), 2, id="part_410_next_plant"),
    pytest.param(411, draw_spell(3), 2, id="part_411_next_spell"),
    pytest.param(411, character(cost=3), 3, id="part_411_not_a_character"),
    pytest.param(412, character(cost=3), 2, id="part_412_next_character"),
])
def test_next_card_this_turn_costs_1_less(output, card, paid):
    assert paid_after_support(output, card) == paid
