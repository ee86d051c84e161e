"""The one quantity model (CR 6.5.i: a number an effect counts is worked out as the step
happens): a plain number, or X times a factor plus a constant, X being a count, a value the
effect remembers, a statistic or my number of counters. Every step with an amount reads it
through `engine.quantities.amount`, and its text is said once, in English and French."""

import pytest
from pydantic import ValidationError

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.objects import Context
from altered_tui.engine.quantities import amount
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import cast, character, game_at_first_turn, give, play, reaction

PER_CARD_IN_HAND = ab.Quantity(count=ab.Count(cards_in="my_hand"))


def test_quantity_6_5_i_a_plain_number_is_itself():
    g = game_at_first_turn()
    assert amount(g, 3, Context(controller=g.pending.player)) == 3


def test_quantity_6_5_i_a_count_times_its_factor_counted_now():
    g = game_at_first_turn()
    p = g.pending.player
    twice = ab.Quantity(count=ab.Count(cards_in="my_reserve"), times=2)
    before = amount(g, twice, Context(controller=p))
    assert before == 2 * len(g.players[p].reserve)
    give(g, p, character(), Zone.RESERVE)
    give(g, 1 - p, character(), Zone.RESERVE)  # the opponent's Reserve is not "your Reserve"
    assert amount(g, twice, Context(controller=p)) == before + 2


def test_quantity_6_5_i_my_counters_plus_a_constant():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[me].counters["arcane"] = 2
    x_plus_1 = ab.Quantity(my_counters="arcane", plus=1)
    assert amount(g, x_plus_1, Context(controller=p, source=me)) == 3


def test_quantity_6_5_i_remembered_values_are_those_of_this_effect():
    g = game_at_first_turn()
    p = g.pending.player
    ctx = Context(controller=p, memo={"discarded": 2})
    assert amount(g, ab.Quantity(remembered="discarded"), ctx) == 2
    assert amount(g, ab.Quantity(remembered="sacrificed"), ctx) == 0  # nothing sacrificed
    assert amount(g, ab.Quantity(remembered="die"), ctx, die=5) == 5


def test_quantity_2_3_its_highest_statistic_none_without_it():
    g = game_at_first_turn()
    p = g.pending.player
    it = give(g, 1 - p, character(stats=(1, 4, 2)), Zone.EXPEDITION, Side.HERO)
    highest = ab.Quantity(stat="its_highest")
    assert amount(g, highest, Context(controller=p, it=it, it_oid=g.cards[it].oid)) == 4
    assert amount(g, highest, Context(controller=p)) == 0


def test_quantity_6_5_i_a_count_of_objects_matching_a_filter():
    g = game_at_first_turn()
    p = g.pending.player
    for owner in (p, p, 1 - p):
        give(g, owner, character(subtypes=("Plant",)), Zone.EXPEDITION, Side.HERO)
    mine = ab.Quantity(count=ab.Count(objects=ab.Filter(subtype="Plant", controller="you")))
    anyone = ab.Quantity(count=ab.Count(objects=ab.Filter(subtype="Plant")))
    assert amount(g, mine, Context(controller=p)) == 2
    assert amount(g, anyone, Context(controller=p)) == 3


def test_quantity_6_5_i_draws_read_the_same_model_as_boosts():
    # a count the card files used only for boosts works for a draw as well
    g = game_at_first_turn()
    p = g.pending.player
    draw = ab.Draw(kind="draw", count=PER_CARD_IN_HAND)
    cid = give(g, p, character(reaction("joins", draw)))
    left = len(g.players[p].hand) - 1  # the hand once the card is played
    play(g, cid)
    assert len(g.players[p].hand) == 2 * left  # a card for each card in hand as it drew
    assert render_step(draw) == "Draw a card for each card in your hand"
    assert render_step(draw, "fr") == "Piochez une carte pour chaque carte dans votre main"


def test_quantity_6_5_i_one_text_for_every_step():
    boost = ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=PER_CARD_IN_HAND)
    counters = ab.GainCounters(kind="gain_counters", counter="kelon", amount=PER_CARD_IN_HAND)
    tokens = ab.CreateToken(kind="create_token", token="Ordis Recruit", where="my_expedition",
                            count=PER_CARD_IN_HAND)
    assert render_step(boost) == "I gain 1 boost for each card in your hand"
    assert render_step(counters) == "I gain 1 Kelon counter for each card in your hand"
    assert render_step(tokens) == ("Create an Ordis Recruit Soldier token (1/1/1) in my "
                                   "Expedition for each card in your hand")
    assert render_step(boost, "fr").endswith("pour chaque carte dans votre main")
    assert render_step(ab.Boost(kind="boost", objects=ab.Select(ref="me"),
                                amount=ab.Quantity(my_counters="arcane", plus=2))) == \
        "I gain X+2 boosts, where X is my number of Arcane counters"


def test_quantity_6_5_i_tokens_counted_once_as_the_step_begins():
    g = game_at_first_turn()
    p = g.pending.player
    for _ in range(2):
        give(g, p, character(subtypes=("Bureaucrat",)), Zone.EXPEDITION, Side.HERO)
    per = ab.Quantity(count=ab.Count(objects=ab.Filter(subtype="Bureaucrat", controller="you")))
    cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit", where="hero_expedition",
                           count=per))
    made = [c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token]
    assert len(made) == 2


@pytest.mark.parametrize("fields", [
    {},  # no X: a plain number is written as a number
    {"count": {"cards_in": "my_hand"}, "stat": "its_highest"},  # two Xs
    {"count": {"cards_in": "my_hand"}, "plus": 1},  # "plus" goes with my counters
    {"count": {}},  # a count of nothing
    {"remembered": "die", "times": 2},
], ids=["no-x", "two-xs", "plus-without-counters", "empty-count", "remembered-times"])
def test_quantity_a_quantity_says_one_x(fields):
    with pytest.raises(ValidationError):
        ab.Quantity.model_validate(fields)


def test_quantity_a_plain_number_stays_a_number():
    step = ab.Boost.model_validate({"kind": "boost", "objects": {"ref": "me"}, "amount": 2})
    assert step.amount == 2 and isinstance(step.amount, int)
    with pytest.raises(ValidationError):
        ab.Boost.model_validate({"kind": "boost", "objects": {"ref": "me"}, "amount": True})
