"""'When an opponent plays a card', 'when you play a card from Reserve' (CR 5.1.2.j: a card
is played as it leaves Limbo; CR 5.1.2.a: the zone it is played from) and 'if there are no
[objects]' (CR 6.5.d)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability, render_step
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, play

DRAW = ab.Draw(kind="draw")


def _hand(g, p):
    return len(g.players[p].hand)


def test_trigger_opponent_plays_5_1_2_j_any_card_an_opponent_plays_not_yours():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="opponent_plays"), effect=[DRAW])
    give(g, p, character(watcher), Zone.EXPEDITION, Side.HERO)
    before = _hand(g, p)
    play(g, give(g, p, character()))  # my own: nothing
    assert _hand(g, p) == before
    play(g, give(g, 1 - p, character()))
    assert _hand(g, p) == before + 1
    assert render_ability(watcher) == "When an opponent plays a card — Draw a card."


def test_trigger_you_play_5_1_2_a_from_reserve_only():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="you_play", from_zone="reserve"),
                          effect=[DRAW])
    give(g, p, character(watcher), Zone.EXPEDITION, Side.HERO)
    before = _hand(g, p)
    play(g, give(g, p, character()))
    assert _hand(g, p) == before  # from hand
    act(g, "pass")
    play(g, give(g, p, character(), Zone.RESERVE), src="reserve")
    assert _hand(g, p) == before + 1
    assert render_ability(watcher) == "When you play a card from Reserve — Draw a card."


def test_condition_none_in_play_6_5_d_no_character_facing_me():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.If(kind="if", condition=ab.StepCondition(none_in_play=ab.Filter(
        in_facing_expedition=True)), steps=[DRAW])
    source = give(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"),
                                              effect=[step])))
    give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)  # not facing the Hero one
    before = _hand(g, p) - 1  # the source leaves the hand
    play(g, source, side="hero")
    assert _hand(g, p) == before + 1
    assert render_step(step) == ("If there are no Characters in the Expedition facing me, "
                                 "draw a card")
    g = game_at_first_turn()
    p = g.pending.player
    source = give(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"),
                                              effect=[step])))
    give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    before = _hand(g, p) - 1
    play(g, source, side="hero")
    assert _hand(g, p) == before  # a Character faces it: no draw
