"""Ongoing Emblems of the Day that give keywords (CR 2.2.14, 2.3), and playing a card during
an effect into one Expedition, or by the target player (CR 5.2.a, 6.5.a)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.characteristics import has_keyword, tough
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, spell
from tests.cards.builders import advance_to_noon


def test_step_keywords_this_day_2_2_14_until_the_day_ends_and_for_later_ones_too():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.KeywordsThisDay(kind="keywords_this_day", to=ab.Filter(min_hand_cost=2),
                              keywords=ab.Keywords(tough=3, defender=True))
    dear = give(g, p, character(cost=2), Zone.EXPEDITION, Side.HERO)
    cheap = give(g, p, character(cost=1), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(cost=2), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(step)))
    assert (tough(g, dear), tough(g, cheap), tough(g, theirs)) == (3, 0, 0)
    assert has_keyword(g, dear, "defender") and not has_keyword(g, theirs, "defender")
    later = give(g, p, character(cost=2), Zone.EXPEDITION, Side.COMPANION)
    assert tough(g, later) == 3
    assert render_step(step) == \
        "This Day, Characters you control with Hand Cost {2} or more are Defender, Tough 3"
    advance_to_noon(g)
    assert not [o for o in g.ongoing if o.get("kind") == "keywords"]


def test_step_keywords_this_day_6_5_a_the_target_players_characters():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.KeywordsThisDay(kind="keywords_this_day", keywords=ab.Keywords(tough=2),
                              whose="target_player")
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(step)))
    act(g, "player theirs")
    assert (tough(g, mine), tough(g, theirs)) == (0, 2)


def test_step_play_now_5_2_a_only_into_the_companion_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.PlayNow(kind="play_now", reduce=5, gains="anchored", into="companion")
    newcomer = give(g, p, character(cost=3))
    play(g, give(g, p, spell(step)))
    assert g.pending.kind == "play_now"
    assert all("-> companion" in o for o in options(g) if o.startswith("play"))
    act(g, next(o for o in options(g) if f"#{newcomer}@" in o))
    assert g.cards[newcomer].side is Side.COMPANION and g.cards[newcomer].has(Status.ANCHORED)
    assert render_step(step) == \
        "Immediately play a Character for {5} less in your Companion Expedition. It gains Anchored"


def test_step_play_now_6_5_a_the_target_player_plays_one_of_their_own():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.PlayNow(kind="play_now", free=True, may=True, who="target_player", into="hero")
    theirs = give(g, 1 - p, character(cost=4))
    mine = give(g, p, character(cost=1))  # mine: not offered to them
    play(g, give(g, p, spell(step)))
    act(g, "player theirs")
    assert g.pending.player == 1 - p
    assert not any(f"#{mine}@" in o or "-> companion" in o for o in options(g))
    act(g, next(o for o in options(g) if f"#{theirs}@" in o))
    assert g.cards[theirs].zone is Zone.EXPEDITION and g.cards[theirs].controller == 1 - p
    assert render_step(step) == \
        "Target player may immediately play a Character for free in their Hero Expedition"
