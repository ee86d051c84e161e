"""Expedition Permanents that change their Expedition: 'considered behind' (CR 7.5.2.b, never
ahead, 7.5.2.a) and 'the next Character that joins my Expedition this turn gains N boosts'
(an Ongoing Emblem, CR 2.2.14; joining, CR 7.5.8.a)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.render import render_passive, render_step
from altered_tui.engine.objects import ahead, behind
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options
from tests.cards.builders import settle


def _gear(*abilities) -> CardDef:
    return CardDef(id=f"TEST_GEAR_{len(abilities)}_{abilities[0].kind}", name="Gear",
                   type=CardType.PERMANENT, zone_type=ZoneType.EXPEDITION, abilities=abilities)


def test_passive_considered_behind_7_5_2_b_even_when_ahead_and_never_ahead():
    g = game_at_first_turn()
    p = g.pending.player
    g.players[p].positions[Side.HERO] = 3
    assert ahead(g, p, Side.HERO) and not behind(g, p, Side.HERO)
    passive = ab.PassiveAbility(kind="passive", effect=ab.ConsideredBehind(kind="considered_behind"))
    give(g, p, _gear(passive), Zone.EXPEDITION, Side.HERO)
    assert behind(g, p, Side.HERO) and not ahead(g, p, Side.HERO)
    assert not behind(g, p, Side.COMPANION)  # the other Expedition is tied
    hand = len(g.players[p].hand)
    cast(g, ab.If(kind="if", condition=ab.StepCondition(expeditions_behind_or_tied=True),
                  steps=[ab.Draw(kind="draw")]))
    assert len(g.players[p].hand) == hand + 1  # none of mine is ahead now
    assert render_passive(passive.effect) == "My Expedition is considered behind, even if it's tied or ahead."


def test_step_next_joins_my_expedition_2_2_14_a_token_created_there_gets_the_boost():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.NextJoinsMyExpedition(kind="next_joins_my_expedition", boosts=2)
    gear = give(g, p, _gear(ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True),
                                           effect=[step])), Zone.EXPEDITION, Side.COMPANION)
    act(g, next(o for o in options(g) if o.startswith(f"use Gear#{gear}")))
    cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit", where="companion_expedition"),
         ab.CreateToken(kind="create_token", token="Ordis Recruit", where="companion_expedition"))
    settle(g)
    recruits = [c for c in g.players[p].expeditions[Side.COMPANION] if g.cards[c].token]
    assert sorted(g.cards[c].boosts for c in recruits) == [0, 2]  # the first one only
    assert not g.ongoing
    assert render_step(step) == "The next Character that joins my Expedition this turn gains 2 boosts"


def test_step_take_control_7_5_4_a_the_same_object_in_your_zone_of_that_kind():
    g = game_at_first_turn()
    p = g.pending.player
    site = give(g, 1 - p, CardDef(id="TEST_SITE", name="Site", type=CardType.PERMANENT,
                                  zone_type=ZoneType.LANDMARK), Zone.LANDMARKS)
    walker = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    oids = (g.cards[site].oid, g.cards[walker].oid)
    step = ab.TakeControl(kind="take_control", objects=ab.Select(
        ref="each", filter=ab.Filter(type="object", controller="opponent")))
    cast(g, step)
    assert site in g.players[p].landmarks and walker in g.players[p].expeditions[Side.COMPANION]
    assert (g.cards[site].oid, g.cards[walker].oid) == oids  # no zone change (CR 1.4.4.a)
    assert g.cards[site].owner == 1 - p and g.cards[site].controller == p
    assert render_step(step) == "Take control of Characters or Permanents an opponent controls"
