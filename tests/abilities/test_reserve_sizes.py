"""Every player's Reserve limit lowered by a passive (CR 3.2.10.b, at Clean-up CR 4.2.5.c)
and 'if you have fewer cards in Reserve than target opponent' (CR 6.5.d)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.render import render_step, render_text as render_text_of
from altered_tui.engine.types import Phase, Side, Zone

from tests.abilities.support import cast, character, game_at_first_turn, give
from tests.cards.builders import run_until

SMALLER = ab.ReserveLimit(kind="reserve_limit", increase=-1, every_player=True)


def test_passive_reserve_limit_3_2_10_b_every_players_limit_lowered_at_clean_up():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, CardDef(id="TEST_CRAMPED", name="Cramped Hall", type=CardType.PERMANENT,
                       zone_type=ZoneType.LANDMARK,
                       abilities=(ab.PassiveAbility(kind="passive", effect=SMALLER),)), Zone.LANDMARKS)
    for q in (p, 1 - p):
        for _ in range(4):
            give(g, q, character(), Zone.RESERVE)
    run_until(g, 2, Phase.MORNING)
    assert [len(g.players[q].reserve) for q in (p, 1 - p)] == [1, 1]  # the Heroes' 2, less one
    assert render_text_of(CardDef(id="TEST_CRAMPED_TEXT", name="Cramped Hall",
                                  type=CardType.PERMANENT, zone_type=ZoneType.LANDMARK,
                                  abilities=(ab.PassiveAbility(kind="passive", effect=SMALLER),))
                          ) == "All Reserve limits are reduced by one."


def test_condition_fewer_in_reserve_than_opponent_6_5_d():
    step = ab.If(kind="if", condition=ab.StepCondition(fewer_in_reserve_than_opponent=True),
                 steps=[ab.Draw(kind="draw")])
    for theirs, drawn in ((1, 1), (0, 0)):
        g = game_at_first_turn()
        p = g.pending.player
        for _ in range(theirs):
            give(g, 1 - p, character(), Zone.RESERVE)
        hand = len(g.players[p].hand)
        cast(g, step)
        assert len(g.players[p].hand) == hand + drawn  # the test Spell is in Limbo, not Reserve
    assert render_step(step) == ("If you have fewer cards in Reserve than target opponent, "
                                 "draw a card")



def _blocker(cards: str) -> CardDef:
    return CardDef(id=f"TEST_BLOCK_{cards}", name="Inspector", type=CardType.CHARACTER, forest=1,
                   mountain=1, water=1, abilities=(ab.PassiveAbility(
                       kind="passive", effect=ab.CantGainCounters(kind="cant_gain_counters",
                                                                  cards=cards)),))


EACH_IN_RESERVE = ab.Boost(kind="boost", objects=ab.Select(
    ref="each", filter=ab.Filter(type="card", in_reserve=True)))


def test_passive_cant_gain_counters_2_5_the_opponents_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, _blocker("opponents_reserve"), Zone.EXPEDITION, Side.HERO)
    mine, theirs = give(g, p, character(), Zone.RESERVE), give(g, 1 - p, character(), Zone.RESERVE)
    cast(g, EACH_IN_RESERVE)
    assert (g.cards[mine].boosts, g.cards[theirs].boosts) == (1, 0)
    assert render_text_of(_blocker("opponents_reserve")) == \
        "Cards in your opponent's Reserve can't gain counters."


def test_passive_cant_gain_counters_2_5_cards_that_have_counters():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, _blocker("with_counters"), Zone.EXPEDITION, Side.HERO)
    bare, kept = give(g, p, character(), Zone.RESERVE), give(g, 1 - p, character(), Zone.RESERVE)
    g.cards[kept].counters["kelon"] = 1
    cast(g, EACH_IN_RESERVE)
    assert g.cards[bare].boosts == 1 and g.cards[kept].counters == {"kelon": 1}
    assert render_text_of(_blocker("with_counters")) == (
        "Cards in play or in Reserve that have counters, Heroes excepted, can't gain counters.")
