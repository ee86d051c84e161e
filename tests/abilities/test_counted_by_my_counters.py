"""Quantities counted from the source's own counters as the step happens (CR 6.5.i): X+N
boosts, Hand Cost X+N or less, and 'do the following X+N times'. A card played from Reserve
keeps its counters in Limbo (CR 2.5.k), so a Spell counts its own."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, spell


def _spell_from_reserve(step, arcane: int, *others):
    g = game_at_first_turn()
    p = g.pending.player
    placed = [give(g, p, c, Zone.EXPEDITION, Side.HERO) for c in others]
    cid = give(g, p, spell(step), Zone.RESERVE)
    g.cards[cid].counters["arcane"] = arcane
    play(g, cid, src="reserve")
    return g, p, placed


def test_step_boost_6_5_i_x_plus_n_boosts_where_x_is_my_counters():
    step = ab.Boost(kind="boost", objects=ab.Select(ref="each", filter=ab.Filter(controller="you")),
                    amount=ab.Quantity(my_counters="arcane", plus=2))
    g, p, [mine] = _spell_from_reserve(step, 3, character())
    assert g.cards[mine].boosts == 5
    assert render_step(step) == ("Characters you control gain X+2 boosts, where X is my number "
                                 "of Arcane counters")


def test_filter_max_hand_cost_plus_my_counters_6_5_i():
    f = ab.Filter(max_hand_cost=1, max_hand_cost_plus_my_counters="arcane")
    step = ab.Exhaust(kind="exhaust", objects=ab.Select(ref="each", filter=f))
    g, p, [cheap, dear] = _spell_from_reserve(step, 2, character(cost=3), character(cost=4))
    assert g.cards[cheap].status and not g.cards[dear].status  # 3 <= 1 + 2 < 4
    assert render_step(step) == ("Exhaust all Characters with Hand Cost {X}+{1} or less, where X "
                                 "is my number of Arcane counters")


def test_step_repeat_6_5_i_x_plus_n_times_each_with_its_own_target():
    step = ab.Repeat(kind="repeat", times=ab.Quantity(my_counters="arcane", plus=1), steps=[
        ab.Boost(kind="boost", objects=ab.Select(ref="target"), amount=1)])
    g, p, [a, b] = _spell_from_reserve(step, 1, character(), character())
    for cid in (a, b):
        act(g, next(o for o in options(g) if o.endswith(f"#{cid}")))
    assert (g.cards[a].boosts, g.cards[b].boosts) == (1, 1)
    assert render_step(step) == ("Do the following X+1 times, where X is my number of Arcane "
                                 "counters:\n  • Target Character gains 1 boost")
    fixed = ab.Repeat(kind="repeat", times=2, steps=[ab.Draw(kind="draw")])
    assert render_step(fixed) == "Do the following two times:\n  • Draw a card"


def test_step_choose_one_6_5_g_choose_x_plus_1_modes_in_the_order_chosen():
    step = ab.ChooseOne(kind="choose_one", choose=ab.Quantity(my_counters="arcane", plus=1), modes=[
        [ab.Draw(kind="draw")], [ab.Draw(kind="draw", count=2)]])
    g, p, _ = _spell_from_reserve(step, 1)
    hand = len(g.players[p].hand)
    act(g, next(o for o in options(g) if o.startswith("mode 2")))
    assert [o.split()[1] for o in options(g)] == ["1"]  # each mode once
    act(g, options(g)[0])
    assert len(g.players[p].hand) == hand + 3
    assert render_step(step).startswith("Choose X+1, where X is my number of Arcane counters:\n")


def test_step_remove_counters_2_5_g_boosts_first_and_never_below_zero():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[mine].counters.update({"boost": 2, "kelon": 5})
    from tests.abilities.support import cast
    step = ab.RemoveCounters(kind="remove_counters", objects=ab.Select(ref="each"), amount=3)
    cast(g, step)
    assert g.cards[mine].counters == {"boost": 0, "kelon": 4}
    assert render_step(step) == "Remove 3 counters from all Characters"


def test_step_remove_counters_2_5_g_up_to_n_the_controller_says_how_many():
    from tests.abilities.support import act, cast, options
    from altered_tui.i18n.prompts import plain_option_text
    step = ab.RemoveCounters(kind="remove_counters", objects=ab.Select(
        ref="target", filter=ab.Filter(controller="opponent")), amount=2, up_to=True)
    for answer, left in (("remove 1", {"boost": 1, "arcane": 1}),
                         ("remove 0", {"boost": 2, "arcane": 1})):
        g = game_at_first_turn()
        p = g.pending.player
        theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
        g.cards[theirs].counters.update({"boost": 2, "arcane": 1})
        cast(g, step)
        assert g.pending.kind == "remove" and g.pending.player == p
        assert options(g) == ["remove 2", "remove 1", "remove 0"]  # at most 2
        act(g, answer)
        assert g.cards[theirs].counters == left
    # With one counter there is no 2 to offer; with none, nothing is asked.
    g = game_at_first_turn()
    p = g.pending.player
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[theirs].counters["boost"] = 1
    cast(g, step)
    assert options(g) == ["remove 1", "remove 0"]
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    cast(g, step)
    assert g.pending.kind == "turn"
    assert render_step(step) == "Remove up to 2 counters from target Character an opponent controls"
    assert plain_option_text("remove", "1", "", "en") == "Remove 1"
