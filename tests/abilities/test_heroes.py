"""Vocabulary first needed by Heroes: counters on me, cards leaving your Reserve, Characters
gaining boosts, start counters, revealing the top card of the Deck, and more."""

import dataclasses

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType
from altered_tui.cards.render import render_ability, render_passive, render_step
from altered_tui.engine import new_game
from altered_tui.engine.observation import observation
from altered_tui.engine.triggers import DAILY_CAP
from altered_tui.engine.types import Phase, Side, Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, reaction, refresh, spell

ME = ab.Select(ref="me")
DRAW = ab.Draw(kind="draw")
SCRAP = ab.GainCounters(kind="gain_counters", counter="scrap")


def hero(g, player, *abilities):
    """Make the player's Hero a test Hero with these abilities; returns its cid."""
    d = CardDef(id=f"TEST_HERO_{player}_{len(g.defs)}", name="Test Hero", type=CardType.HERO,
                abilities=tuple(abilities))
    g.defs[d.id] = d
    cid = g.players[player].hero
    g.cards[cid].card_id = d.id
    refresh(g)
    return cid


def _leaves_reserve(**trigger):
    return ab.Reaction(kind="reaction", trigger=ab.Trigger(on="leaves_your_reserve", **trigger),
                       effect=[SCRAP])


# --- triggers ---------------------------------------------------------------------------

def test_trigger_leaves_your_reserve_6_3_b_playing_from_reserve_during_the_afternoon():
    g = game_at_first_turn()
    p = g.pending.player
    h = hero(g, p, _leaves_reserve(during="afternoon"))
    cid = give(g, p, character(), Zone.RESERVE)
    play(g, cid, src="reserve")
    assert g.cards[h].counters.get("scrap") == 1


def test_trigger_leaves_your_reserve_6_3_b_not_outside_the_afternoon_nor_other_reserves():
    g = game_at_first_turn()
    p = g.pending.player
    h = hero(g, p, _leaves_reserve(during="afternoon"))
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    move(g, theirs, Zone.DISCARD)  # the opponent's Reserve: not "your" Reserve
    assert not g.emblems
    mine = give(g, p, character(), Zone.RESERVE)
    g.phase = Phase.NIGHT
    move(g, mine, Zone.DISCARD)  # e.g. Clean-up, at Night
    assert not g.emblems and g.cards[h].counters.get("scrap", 0) == 0
    g.phase = Phase.AFTERNOON
    h2 = hero(g, p, _leaves_reserve())  # no phase restriction
    other = give(g, p, character(), Zone.RESERVE)
    g.phase = Phase.NIGHT
    move(g, other, Zone.DISCARD)
    assert [e.source for e in g.emblems] == [h2]


def test_trigger_your_character_gains_boosts_2_5_1_once_per_gain_whatever_the_amount():
    g = game_at_first_turn()
    p = g.pending.player
    h = hero(g, p, reaction("your_character_gains_boosts", ab.Boost(kind="boost", objects=ab.Select(ref="it"))))
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    boost2 = spell(ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=ab.Filter(controller="you")),
                            amount=2))
    play(g, give(g, p, boost2))
    # 2 from the spell, then 1 per Reaction: the Reaction re-triggers itself until the daily cap.
    assert g.cards[mine].boosts == 2 + DAILY_CAP
    assert any(e.kind == "cap" for e in g.log)  # CR 6.3.l stops the loop
    assert g.reaction_counts[f"{g.cards[h].oid}:0:0"] == DAILY_CAP


def test_trigger_your_character_gains_boosts_not_for_an_opponents_character():
    g = game_at_first_turn()
    p = g.pending.player
    hero(g, p, reaction("your_character_gains_boosts", DRAW))
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    hand = len(g.players[p].hand)
    play(g, give(g, p, spell(ab.Boost(kind="boost", objects=ab.Select(
        ref="target", filter=ab.Filter(controller="opponent")), amount=1))))
    assert g.cards[theirs].boosts == 1
    assert len(g.players[p].hand) == hand and not g.emblems


def test_trigger_your_character_gains_boosts_5_2_b_joining_with_boosts_counts():
    g = game_at_first_turn()
    p = g.pending.player
    hero(g, p, reaction("your_character_gains_boosts", DRAW))
    g.ongoing.append({"controller": p, "step": ab.NextPlay(kind="next_play", filter=ab.Filter(), boosts=1)})
    hand = len(g.players[p].hand)
    play(g, give(g, p, character()))
    assert len(g.players[p].hand) == hand + 1  # given one, played it, drew one


# --- conditions -------------------------------------------------------------------------

def test_condition_my_counters_6_5_d_quick_action_only_with_enough_counters():
    g = game_at_first_turn()
    p = g.pending.player
    quick = ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True),
                           condition=ab.Condition(my_counters=ab.CounterCount(counter="scrap", at_least=2)),
                           effect=[DRAW])
    h = hero(g, p, quick)
    assert not any(o.startswith("use Test Hero") for o in options(g))
    g.cards[h].counters["scrap"] = 2
    refresh(g)
    hand = len(g.players[p].hand)
    act(g, f"use Test Hero#{h} a1")
    assert len(g.players[p].hand) == hand + 1 and g.cards[h].has(Status.EXHAUSTED)
    assert render_ability(quick) == 'If I have 2 or more Scrap counters, I have "{T}: Draw a card."'


def test_condition_my_counters_on_a_reaction_less_than():
    g = game_at_first_turn()
    p = g.pending.player
    h = hero(g, p, ab.Reaction(kind="reaction", trigger=ab.Trigger(on="you_play"),
                               condition=ab.Condition(my_counters=ab.CounterCount(counter="scrap", less_than=2)),
                               effect=[SCRAP]))
    for _ in range(3):
        play(g, give(g, p, spell(DRAW)))
        if g.pending.kind == "turn" and g.pending.player != p:
            act(g, "pass")
    assert g.cards[h].counters["scrap"] == 2


def test_step_condition_my_counters_6_5_d_checked_just_before_the_step():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.If(kind="if", condition=ab.StepCondition(my_counters=ab.CounterCount(counter="scrap", less_than=1)),
                 steps=[SCRAP])
    h = hero(g, p, ab.Reaction(kind="reaction", trigger=ab.Trigger(on="you_play"), effect=[step, step]))
    play(g, give(g, p, spell(DRAW)))
    assert g.cards[h].counters["scrap"] == 1  # the second step saw the first one's counter
    assert render_step(step) == "If I have less than 1 Scrap counters, I gain 1 Scrap counter"


def test_step_condition_it_is_the_card_just_put_in_reserve():
    put = ab.PutFromHand(kind="put_from_hand", zone="reserve")
    check = ab.If(kind="if", condition=ab.StepCondition(it_is=ab.Filter(type="spell")), steps=[DRAW])
    for kind, drew in (("spell", 1), ("character", 0)):
        g = game_at_first_turn()
        p = g.pending.player
        p_hand = g.players[p].hand
        for cid in list(p_hand):
            move(g, cid, Zone.DISCARD)
        card = give(g, p, spell(DRAW) if kind == "spell" else character())
        play(g, give(g, p, spell(put, check)))
        assert g.cards[card].zone is Zone.RESERVE
        assert len(g.players[p].hand) == drew
    assert render_step(check) == "If it's a Spell, draw a card"


# --- costs, filters, passives, next play --------------------------------------------------

def test_may_cost_put_from_hand_in_reserve_6_4_paid_with_the_mana():
    g = game_at_first_turn()
    p = g.pending.player
    may = ab.May(kind="may", cost=ab.MayCost(mana=1, put_from_hand_in_reserve=1), steps=[DRAW])
    cid = give(g, p, spell(may))
    card = give(g, p, character())
    ready = sum(1 for o in g.players[p].mana if not g.cards[o].has(Status.EXHAUSTED))
    play(g, cid)
    act(g, "yes")
    act(g, f"choose {g.cdef(card).name}#{card}")
    assert g.cards[card].zone is Zone.RESERVE
    assert sum(1 for o in g.players[p].mana if not g.cards[o].has(Status.EXHAUSTED)) == ready - 1
    assert render_step(may) == "You may pay {1} and put a card from your hand in Reserve to draw a card"


def test_may_cost_put_from_hand_in_reserve_cannot_be_paid_with_an_empty_hand():
    g = game_at_first_turn()
    p = g.pending.player
    for cid in list(g.players[p].hand):
        move(g, cid, Zone.DISCARD)
    may = ab.May(kind="may", cost=ab.MayCost(put_from_hand_in_reserve=1), steps=[DRAW])
    hero(g, p, reaction("you_play", may))
    play(g, give(g, p, character()))
    assert g.players[p].hand == [] and options(g) == ["no"]


def test_filter_base_stat_zero_2_2_10_printed_statistics_only():
    f = ab.Filter(base_stat_zero=True)
    g = game_at_first_turn()
    p = g.pending.player
    h = hero(g, p, reaction("you_play", ab.GainCounters(kind="gain_counters", counter="performance"), filter=f))
    zero = give(g, p, character(stats=(0, 2, 2)), Zone.HAND)
    play(g, zero)
    assert g.cards[h].counters.get("performance") == 1
    act(g, "pass")
    full = give(g, p, character(stats=(1, 2, 2)), Zone.HAND)
    play(g, full)
    assert g.cards[h].counters.get("performance") == 1


def test_filter_min_hand_cost_my_counters_compares_with_a_live_count():
    f = ab.Filter(min_hand_cost_my_counters="heroism")
    g = game_at_first_turn()
    p = g.pending.player
    h = hero(g, p, reaction("you_play", ab.GainCounters(kind="gain_counters", counter="heroism"), filter=f))
    g.cards[h].counters["heroism"] = 1
    play(g, give(g, p, character(cost=1)))  # 1 >= 1: I gain one (now 2)
    assert g.cards[h].counters["heroism"] == 2
    act(g, "pass")
    play(g, give(g, p, character(cost=1)))  # 1 < 2: nothing
    assert g.cards[h].counters["heroism"] == 2


def test_passive_start_counters_4_1_h_placed_with_the_hero():
    from tests.engine.builders import BRAVOS, LYRA, POOL

    d = CardDef(id="TEST_START_HERO", name="Test Hero", type=CardType.HERO,
                abilities=(ab.PassiveAbility(kind="passive", effect=ab.StartCounters(
                    kind="start_counters", counter="heroism", amount=5)),))
    pool = POOL.__class__({**POOL.defs, d.id: d})
    g = new_game(dataclasses.replace(BRAVOS, hero=d.id), LYRA, pool, seed=1)
    assert g.cards[g.players[0].hero].counters == {"heroism": 5}
    assert g.cards[g.players[1].hero].counters == {}
    assert render_passive(d.abilities[0].effect, "fr") == \
        "Je commence la partie avec 5 compteurs Heroism."


def test_next_play_gains_status_2_2_14_the_next_matching_character_gains_anchored():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.NextPlay(kind="next_play", filter=ab.Filter(max_hand_cost=3), gains_status="anchored",
                       duration="afternoon")
    play(g, give(g, p, spell(step)))
    act(g, "pass")  # the opponent passes: the rest of the Afternoon is mine
    big = give(g, p, character(cost=4))
    small = give(g, p, character(cost=3))
    from tests.cards.builders import add_mana

    add_mana(g, p, 4)
    play(g, big)
    assert not g.cards[big].has(Status.ANCHORED)
    play(g, small)
    assert g.cards[small].has(Status.ANCHORED)
    assert not any("step" in o for o in g.ongoing)  # used up


# --- steps ------------------------------------------------------------------------------

def _reveal_spell():
    return spell(ab.RevealTop(kind="reveal_top"), ab.PlayOrTakeIt(kind="play_or_take_it"))


def test_step_reveal_top_3_1_3_f_shows_the_top_card_to_both_players():
    g = game_at_first_turn()
    p = g.pending.player
    top = give(g, p, character(), Zone.DECK)
    assert g.players[p].deck[0] == top
    play(g, give(g, p, _reveal_spell()))
    assert g.pending.kind == "play_or_take"
    assert [c["cid"] for c in observation(g, 1 - p)["revealed"]] == [top]


def test_step_play_or_take_it_into_hand():
    g = game_at_first_turn()
    p = g.pending.player
    top = give(g, p, character(), Zone.DECK)
    play(g, give(g, p, _reveal_spell()))
    act(g, "mode hand")
    assert g.cards[top].zone is Zone.HAND and g.revealed == []


def test_step_play_or_take_it_7_3_20_played_for_free_without_its_hand_abilities():
    g = game_at_first_turn()
    p = g.pending.player
    boost_me = ab.Boost(kind="boost", objects=ME)
    top = give(g, p, character(reaction("played_from_hand", boost_me), reaction("joins", DRAW), cost=9),
               Zone.DECK)
    hand = len(g.players[p].hand)
    play(g, give(g, p, _reveal_spell()))
    act(g, "expedition -> companion")
    assert g.cards[top].zone is Zone.EXPEDITION and g.cards[top].side is Side.COMPANION
    assert g.cards[top].boosts == 0  # its {H} ability does not activate
    assert len(g.players[p].hand) == hand + 1  # its {J} ability does (the spell given and played: +1 -1)
    assert not g.cards[top].has(Status.FLEETING)


def test_step_play_or_take_it_declined_the_card_stays_on_top():
    g = game_at_first_turn()
    p = g.pending.player
    top = give(g, p, character(), Zone.DECK)
    play(g, give(g, p, _reveal_spell()))
    act(g, "no")
    assert g.players[p].deck[0] == top and g.revealed == []
    assert render_step(ab.PlayOrTakeIt(kind="play_or_take_it")) == \
        "You may play it for free or put it into your hand"


def test_trigger_reserve_character_gains_boosts_2_5_a_a_character_in_your_reserve_only():
    g = game_at_first_turn()
    p = g.pending.player
    hero(g, p, reaction("reserve_character_gains_boosts", DRAW))
    mine = give(g, p, character(), Zone.RESERVE)
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    in_play = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    hand = len(g.players[p].hand)
    everyone = ab.Boost(kind="boost", objects=ab.Select(ref="each", filter=ab.Filter(
        or_in_reserve=True)), amount=2)
    play(g, give(g, p, spell(everyone)))
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert [g.cards[c].boosts for c in (mine, theirs, in_play)] == [2, 2, 2]
    assert len(g.players[p].hand) == hand + 1  # once, for the Character in your Reserve
