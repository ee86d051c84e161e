"""'When an opponent passes', 'when a Character gains boosts', a boost spent from a Character
you control, and counts of a name in your discard pile (CR 4.2.3.d, 2.5, 3.2.3)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, cast, character, give, reaction
from tests.cards.builders import TROOPER, boosted, pick_if_asked, put, settle, start

ME_BOOST = ab.Boost(kind="boost", objects=ab.Select(ref="me"))


def test_trigger_opponent_passes_4_2_3_d_only_the_other_players_pass():
    g, p = start()
    watcher = give(g, p, character(reaction("opponent_passes", ME_BOOST)), Zone.EXPEDITION, Side.HERO)
    other = give(g, 1 - p, character(reaction("opponent_passes", ME_BOOST)), Zone.EXPEDITION, Side.HERO)
    from tests.abilities.support import play
    play(g, put(g, p, TROOPER))  # my turn ends
    settle(g)
    act(g, "pass")  # the opponent passes; the Afternoon goes on for me
    settle(g)
    assert g.cards[watcher].counters.get("boost", 0) == 1
    assert g.cards[other].counters.get("boost", 0) == 0  # its controller's own pass


def test_trigger_character_gains_boosts_2_5_anyones_character():
    g, p = start()
    watcher = give(g, p, character(reaction("character_gains_boosts", ab.If(
        kind="if", condition=ab.StepCondition(my_boosts_at_most=0), steps=[ME_BOOST]))),
        Zone.EXPEDITION, Side.HERO)
    theirs = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)
    cast(g, ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=ab.Filter(controller="opponent"))))
    pick_if_asked(g, theirs)
    settle(g)
    assert g.cards[theirs].counters.get("boost", 0) == 1 and g.cards[watcher].counters.get("boost", 0) == 1


def test_may_cost_spend_boost_from_your_character_2_5_h_any_boosted_character_of_yours():
    g, p = start()
    donor = boosted(g, p, TROOPER, side=Side.COMPANION, boosts=2)
    me = give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True), effect=[
        ab.May(kind="may", cost=ab.MayCost(spend_boost_from_your_character=True), steps=[ME_BOOST])])),
        Zone.EXPEDITION, Side.HERO)
    act(g, f"use {g.cdef(me).name}#{me} a1")
    act(g, "yes")
    pick_if_asked(g, donor)
    settle(g)
    assert g.cards[donor].counters["boost"] == 1 and g.cards[me].counters.get("boost", 0) == 1


def test_step_repeat_for_each_named_in_my_discard_3_2_3_and_condition_in_your_discard_named():
    from altered_tui.engine.characteristics import condition_holds
    from altered_tui.engine.objects import Context
    g, p = start()
    assert not condition_holds(g, ab.StepCondition(in_your_discard_named="Ordis Trooper"), Context(p))
    for _ in range(2):
        put(g, p, TROOPER, Zone.DISCARD)
    put(g, 1 - p, TROOPER, Zone.DISCARD)  # the opponent's pile does not count
    assert condition_holds(g, ab.StepCondition(in_your_discard_named="Ordis Trooper"), Context(p))
    hand = len(g.players[p].hand)
    cast(g, ab.Repeat(kind="repeat", times=ab.Quantity(count=ab.Count(named_in_my_discard="Ordis Trooper")),
                      steps=[ab.Draw(kind="draw")]))
    settle(g)
    assert len(g.players[p].hand) == hand + 2  # the Spell came from a card given, not the hand


def test_trigger_you_pass_last_4_2_3_d_only_after_the_opponent_passed():
    from tests.abilities.support import play
    g, p = start()
    mine = give(g, p, character(reaction("you_pass_last", ME_BOOST)), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(reaction("you_pass_last", ME_BOOST)), Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, TROOPER))
    settle(g)
    act(g, "pass")  # the opponent passes first
    settle(g)
    assert g.cards[theirs].counters.get("boost", 0) == 0
    act(g, "pass")  # then I do, after them (Dusk follows: the boost is read in the log)
    settle(g)
    boosted_cards = [e.data.get("card") for e in g.log if e.kind == "boost"]
    assert mine in boosted_cards and theirs not in boosted_cards
