"""Trigger and condition vocabulary the Unique parts need: a Character that was not Boosted
gaining boosts, the filter of 'when another Character you control gains a status', 'if I was
Boosted' as I leave the Expedition zone, and one named Expedition of yours being behind."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give
from tests.cards.builders import pick_if_asked, reaction_draws, send_to_reserve, settle

DRAW = ab.Draw(kind="draw")


def _with(reaction: ab.Reaction):
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(reaction), Zone.EXPEDITION, Side.HERO)
    return g, p, me


def _boost(g, cid: int) -> None:
    cast(g, ab.Boost(kind="boost", objects=ab.Select(ref="target")))
    pick_if_asked(g, cid)


def test_trigger_your_unboosted_character_gains_boosts_2_4_4_a_only_if_it_was_not_boosted():
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="your_unboosted_character_gains_boosts"),
                    effect=[DRAW])
    g, p, me = _with(r)
    other = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    _boost(g, other)  # it had no boost: it was not Boosted
    assert reaction_draws(g, p) == 1
    g, p, me = _with(r)
    other = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    g.cards[other].counters["boost"] = 1  # already Boosted
    _boost(g, other)
    assert reaction_draws(g, p) == 0
    assert render_ability(r) == ("When a non-Boosted Character you control gains 1 or more "
                                 "boosts — Draw a card.")


def test_trigger_your_character_gains_status_7_3_13_another_one_only():
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(
        on="your_character_gains_status", status="fleeting", filter=ab.Filter(other=True)),
        effect=[DRAW])
    for whom, draws in (("me", 0), ("other", 1)):
        g, p, me = _with(r)
        other = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
        cast(g, ab.GainStatus(kind="gain_status", status="fleeting",
                              objects=ab.Select(ref="target")))
        pick_if_asked(g, me if whom == "me" else other)
        assert reaction_draws(g, p) == draws, whom
    assert render_ability(r) == "When another Character you control gains Fleeting — Draw a card."


def test_condition_had_boosts_at_least_2_4_4_a_when_i_leave_if_i_was_boosted():
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="leaves_expedition"),
                    condition=ab.Condition(had_boosts_at_least=1), effect=[DRAW])
    for boosts, draws in ((0, 0), (1, 1)):
        g, p, me = _with(r)
        g.cards[me].counters["boost"] = boosts
        send_to_reserve(g, me)
        assert g.cards[me].zone is Zone.RESERVE and len(g.emblems) == draws, boosts
    assert render_ability(r) == ("When I leave the Expedition zone, if I was boosted — "
                                 "Draw a card.")


def test_step_condition_expedition_behind_7_5_2_b_names_one_of_your_two_expeditions():
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="you_pass_first"), effect=[
        ab.If(kind="if", condition=ab.StepCondition(expedition_behind="companion"), steps=[DRAW])])
    for theirs, draws in (((1, 6), 0), ((2, 6), 0), ((1, 5), 1)):
        g, p, me = _with(r)
        g.players[p].positions[Side.HERO], g.players[p].positions[Side.COMPANION] = 1, 6
        q = g.players[1 - p]
        q.positions[Side.HERO], q.positions[Side.COMPANION] = theirs
        act(g, "pass")  # the Reaction works as I pass first
        assert reaction_draws(g, p) == draws, theirs
    assert render_ability(r) == "When you pass first — If your Companion Expedition is behind, " \
        "draw a card."


def test_step_put_me_in_3_2_9_b_a_character_that_left_becomes_an_exhausted_orb():
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="leaves_expedition"),
                    effect=[ab.PutMeIn(kind="put_me_in", zone="mana")])
    g, p, me = _with(r)
    orbs = len(g.players[p].mana)
    cast(g, ab.SendTo(kind="send_to", zone="reserve", objects=ab.Select(ref="target")))
    pick_if_asked(g, me)
    settle(g)
    assert g.cards[me].zone is Zone.MANA and g.cards[me].status & Status.EXHAUSTED
    assert len(g.players[p].mana) == orbs + 1
