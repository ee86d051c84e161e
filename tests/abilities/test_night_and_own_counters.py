"""'At Night' Reactions (CR 4.2.b), 'I lose N boosts' (CR 2.5.g), spending a counter of a card
in your Reserve or Landmarks (CR 2.5.h) and boosts counted among the other Characters of my
Expedition (CR 6.5.i)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability, render_step
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options, play, reaction
from tests.cards.builders import back_to, can_pick, choose, finish_day

ME = ab.Select(ref="me")
LOSE_A_BOOST = ab.RemoveCounters(kind="remove_counters", objects=ME, amount=1, counter="boost")


def test_trigger_at_night_4_2_b_activates_as_night_begins_before_rest():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(reaction("at_night", LOSE_A_BOOST)), Zone.EXPEDITION, Side.HERO)
    g.cards[cid].counters.update({"boost": 2, "kelon": 1})
    finish_day(g)
    kinds = [e.kind for e in g.log if e.kind in ("lose_counters", "rest", "phase")
             and (e.kind != "phase" or e.data["phase"] == "night")]
    assert kinds[:3] == ["phase", "lose_counters", "rest"]  # Night begins, then Rest
    lost = next(e for e in g.log if e.kind == "lose_counters")
    assert lost.data == {"card": cid, "count": 1}  # a boost, not the Kelon counter
    assert render_ability(reaction("at_night", LOSE_A_BOOST)) == "At Night — I lose 1 boost."


def test_step_remove_counters_2_5_g_of_one_name_only():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[mine].counters.update({"boost": 1, "kelon": 5})
    step = ab.RemoveCounters(kind="remove_counters", objects=ab.Select(ref="each"), amount=2,
                             counter="kelon")
    cast(g, step)
    assert g.cards[mine].counters == {"boost": 1, "kelon": 3}
    assert render_step(step) == "Remove 2 Kelon counters from all Characters"
    bare = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[bare].counters["boost"] = 1
    g.cards[mine].counters["kelon"] = 0
    back_to(g, p)
    cast(g, step)
    assert g.cards[bare].counters == {"boost": 1}  # no Kelon counter: nothing else is taken


SPEND = ab.May(kind="may", cost=ab.MayCost(spend_counter_in_reserve_or_landmarks=True),
               steps=[ab.Draw(kind="draw")])


def test_may_cost_spend_counter_in_reserve_or_landmarks_2_5_h_not_from_an_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    fighter = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[fighter].counters["boost"] = 1
    stored = give(g, p, character(), Zone.RESERVE)
    g.cards[stored].counters["kelon"] = 2
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    g.cards[theirs].counters["kelon"] = 1
    hand = len(g.players[p].hand)
    cast(g, SPEND)
    act(g, "yes")
    assert not can_pick(g, fighter) and not can_pick(g, theirs)
    choose(g, stored)
    assert g.cards[stored].counters["kelon"] == 1 and len(g.players[p].hand) == hand + 1
    assert render_step(SPEND) == ("You may spend 1 counter from a card in your Reserve or "
                                  "Landmarks to draw a card")
    g = game_at_first_turn()
    p = g.pending.player
    fighter = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[fighter].counters["boost"] = 1
    cast(g, SPEND)
    assert options(g) == ["no"]  # only a counter in play: the cost can't be paid


def test_step_boost_6_5_i_for_each_other_character_of_mine_in_my_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    others = ab.Filter(controller="you", other=True, in_my_expedition=True)
    card = character(reaction("joins", ab.Boost(kind="boost", objects=ME, amount=ab.Quantity(count=ab.Count(objects=others)))))
    give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)  # another Expedition
    give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)  # another player's
    cid = give(g, p, card)
    play(g, cid)
    assert g.cards[cid].boosts == 2  # not itself, nor the Characters of other Expeditions
