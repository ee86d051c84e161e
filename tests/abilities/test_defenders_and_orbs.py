"""Defender Characters that don't stop an Expedition (an exception to CR 7.4.2.b), 'when I
gain boosts', 'if there is only one Character in my Expedition', a Spell that puts itself
in Mana, and a card an opponent puts from their own hand in Reserve."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.render import render_passive, render_step, render_trigger
from altered_tui.engine.characteristics import is_gigantic
from altered_tui.engine.progress import blocked_reason
from altered_tui.engine.types import Side, Status, Zone

from altered_tui.engine.steps.status import gain_boosts
from tests.abilities.support import (act, cast, character, game_at_first_turn, give, play, reaction,
                                     spell)
from tests.cards.builders import settle

DEFENDER = dict(keywords=ab.Keywords(defender=True))
BEHIND = ab.StepCondition(my_expedition_behind=True)


def _dont_block(condition=None):
    return ab.PassiveAbility(kind="passive", effect=ab.DefendersDontBlock(
        kind="defenders_dont_block", condition=condition))


def test_passive_defenders_dont_block_7_4_2_b_exception_for_my_expedition_only():
    g = game_at_first_turn()
    p = g.pending.player
    for side in Side:
        give(g, p, character(**DEFENDER), Zone.EXPEDITION, side)
    give(g, p, character(_dont_block()), Zone.EXPEDITION, Side.COMPANION)
    assert blocked_reason(g, p, Side.HERO)["rule"] == "7.4.2.b"
    assert blocked_reason(g, p, Side.COMPANION) is None
    give(g, 1 - p, character(**DEFENDER), Zone.EXPEDITION, Side.COMPANION)
    assert blocked_reason(g, 1 - p, Side.COMPANION)["rule"] == "7.4.2.b"  # not theirs
    assert render_passive(_dont_block().effect) == \
        "Defender Characters don't prevent my Expedition from moving forward."


def test_passive_defenders_dont_block_7_5_2_b_only_while_my_expedition_is_behind():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_dont_block(BEHIND), **DEFENDER), Zone.EXPEDITION, Side.HERO)
    assert blocked_reason(g, p, Side.HERO)["rule"] == "7.4.2.b"
    g.players[1 - p].positions[Side.HERO] = 1
    assert blocked_reason(g, p, Side.HERO) is None
    assert render_passive(_dont_block(BEHIND).effect, "fr").startswith("Si mon Expédition")


def test_trigger_gains_boosts_2_5_once_per_gain_in_the_expedition_only():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(reaction("gains_boosts", ab.Draw(kind="draw"))), Zone.EXPEDITION,
              Side.HERO)
    other = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    hand = len(g.players[p].hand)
    cast(g, ab.Boost(kind="boost", objects=ab.Select(ref="each", filter=ab.Filter(controller="you")),
                     amount=2))
    settle(g)
    assert g.cards[me].boosts == 2 and g.cards[other].boosts == 2
    assert len(g.players[p].hand) == hand + 1  # one draw for my one gain of two boosts
    assert render_trigger(ab.Trigger(on="gains_boosts")) == "When I gain 1 or more boosts —"


def test_trigger_gains_boosts_2_5_not_in_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(reaction("gains_boosts", ab.Draw(kind="draw"))), Zone.RESERVE)
    gain_boosts(g, me, 1, "test")
    assert g.cards[me].boosts == 1 and not g.emblems


def _bars():
    grant = ab.GrantKeywords(kind="grant_keywords", to=ab.Filter(in_my_expedition=True),
                             keywords=ab.Keywords(gigantic=True),
                             condition=ab.StepCondition(characters_in_my_expedition=1))
    return CardDef(id="TEST_BARS", name="Bars", type=CardType.PERMANENT,
                   zone_type=ZoneType.EXPEDITION,
                   abilities=(ab.PassiveAbility(kind="passive", effect=grant),)), grant


def test_7_4_4_b_condition_characters_in_my_expedition_counts_a_printed_gigantic_too():
    g = game_at_first_turn()
    p = g.pending.player
    bars, grant = _bars()
    give(g, p, bars, Zone.EXPEDITION, Side.HERO)
    alone = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    assert is_gigantic(g, alone)
    give(g, p, character(**dict(keywords=ab.Keywords(gigantic=True))), Zone.EXPEDITION,
         Side.COMPANION)  # present in the Hero Expedition as well (CR 7.4.4.b)
    assert not is_gigantic(g, alone)
    assert render_passive(grant) == "If there is only one Character in my Expedition, it is Gigantic."
    none = ab.StepCondition(characters_in_my_expedition=0)
    assert render_step(ab.If(kind="if", condition=none, steps=[ab.Draw(kind="draw")])) == \
        "If there are no Characters in my Expedition, draw a card"


def test_step_put_me_in_3_2_9_b_a_resolving_spell_becomes_an_exhausted_orb():
    g = game_at_first_turn()
    p = g.pending.player
    orbs = len(g.players[p].mana)
    me = give(g, p, spell(ab.Draw(kind="draw"), ab.PutMeIn(kind="put_me_in", zone="mana")))
    play(g, me)
    assert me in g.players[p].mana and g.cards[me].has(Status.EXHAUSTED)
    assert len(g.players[p].mana) == orbs + 1 and me not in g.players[p].reserve
    assert render_step(ab.PutMeIn(kind="put_me_in", zone="mana")) == \
        "Put me in your Mana zone as an exhausted Mana Orb"


def test_step_put_from_hand_3_2_5_c_target_opponent_chooses_from_their_own_hand():
    g = game_at_first_turn()
    p = g.pending.player
    theirs = list(g.players[1 - p].hand)
    mine = list(g.players[p].hand)
    cast(g, ab.PutFromHand(kind="put_from_hand", zone="reserve", who="opponent"))
    assert g.pending.player == 1 - p
    act(g, f"choose {g.cdef(theirs[1]).name}#{theirs[1]}")
    assert theirs[1] in g.players[1 - p].reserve and set(mine) <= set(g.players[p].hand)
    assert render_step(ab.PutFromHand(kind="put_from_hand", zone="reserve", who="opponent")) == \
        "Target opponent puts a card from their hand in Reserve"
