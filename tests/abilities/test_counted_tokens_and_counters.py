"""Tokens in each of your Expeditions that is behind or tied (CR 7.5.2.b-c), as many tokens
as target player has cards in Reserve (CR 6.5.a, 6.5.i), counters gained per object you
control (CR 6.5.i); "in target Expedition" is any player's (CR 6.5.b)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options, play
from tests.cards.builders import tokens_named


def test_step_create_token_7_5_2_in_each_of_your_expeditions_behind_or_tied():
    g = game_at_first_turn()
    p = g.pending.player
    g.players[p].positions[Side.HERO] = 2  # ahead of the Hero Expedition facing it
    g.players[1 - p].positions[Side.HERO] = 1
    step = ab.CreateToken(kind="create_token", token="Ordis Recruit",
                          where="each_of_your_expeditions_behind_or_tied")
    cast(g, step)
    assert len(tokens_named(g, p, "Ordis Recruit", Side.COMPANION)) == 1  # tied
    assert not tokens_named(g, p, "Ordis Recruit", Side.HERO)
    assert render_step(step) == ("Create an Ordis Recruit Soldier token (1/1/1) in each of your "
                                 "Expeditions that's behind or tied")


def test_step_create_token_6_5_i_one_for_each_card_in_target_players_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    for _ in range(2):
        give(g, 1 - p, character(), Zone.RESERVE)
    step = ab.CreateToken(kind="create_token", token="Ordis Recruit", count=ab.Quantity(count=ab.Count(cards_in="target_player_reserve")))
    cast(g, step)
    act(g, "expedition -> hero yours")
    act(g, "player theirs")
    assert len(tokens_named(g, p, "Ordis Recruit", Side.HERO)) == 2
    assert render_step(step) == ("Target an Expedition. Create X Ordis Recruit Soldier tokens "
                                 "(1/1/1) in it, where X is the number of cards in target "
                                 "player's Reserve")


def test_step_gain_counters_6_5_i_for_each_character_you_control():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.GainCounters(kind="gain_counters", counter="morale", amount=ab.Quantity(count=ab.Count(objects=ab.Filter(controller="you"))))
    card = character(ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"), effect=[step]))
    give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    cid = give(g, p, card)
    play(g, cid)
    assert g.cards[cid].counters.get("morale") == 2  # itself and the other one of yours
    assert render_step(step) == "I gain 1 Morale counter for each Character you control"


def test_step_create_token_6_5_b_target_expedition_is_any_of_the_four():
    # "in target Expedition" names no player: any Expedition may be the target (CR 6.5.b);
    # a token made in the opponent's is theirs to control, its creator's to own (CR 1.1.7.b)
    g = game_at_first_turn()
    p = g.pending.player
    cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit"))
    assert g.pending.kind == "expedition" and sorted(options(g)) == [
        "expedition -> companion theirs", "expedition -> companion yours",
        "expedition -> hero theirs", "expedition -> hero yours"]
    act(g, "expedition -> companion theirs")
    [token] = g.players[1 - p].expeditions[Side.COMPANION]
    assert g.cards[token].token and g.cards[token].controller == 1 - p and g.cards[token].owner == p
    assert not g.players[p].expeditions[Side.HERO] and not g.players[p].expeditions[Side.COMPANION]


def test_step_create_token_6_5_b_target_an_expedition_then_x_tokens_in_it_any_players():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(), Zone.RESERVE)
    cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit",
                           count=ab.Quantity(count=ab.Count(cards_in="target_player_reserve"))))
    act(g, "expedition -> hero theirs")
    act(g, "player yours")
    tokens = g.players[1 - p].expeditions[Side.HERO]
    assert len(tokens) == 1 and g.cards[tokens[0]].controller == 1 - p
