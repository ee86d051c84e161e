"""Doubling counters (CR 7.3.6), what follows a Sabotage that discarded a card (CR 7.3.24), a
player named by "its controller / its owner" (CR 2.1.d), counters gained for each object you
control (CR 6.5.i) and "the next Character you play in [terrain]" (CR 5.1.2.c, 7.5.2.a)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options, play
from tests.cards.builders import target

# The test adventure: region 2 is Water only, region 5 Forest only (tests/abilities/test_terrains.py).
WATER_ONLY, FOREST_ONLY = 2, 5

MINE_AND_RESERVE = ab.Filter(controller="you", or_in_reserve=True)
DOUBLE = ab.DoubleCounters(kind="double_counters", objects=ab.Select(ref="each", filter=MINE_AND_RESERVE))


def test_step_double_counters_7_3_6_a_each_gains_as_many_boosts_as_it_has():
    g = game_at_first_turn()
    p = g.pending.player
    in_play = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    in_reserve = give(g, p, character(), Zone.RESERVE)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    for cid, n in ((in_play, 2), (in_reserve, 3), (theirs, 1)):
        g.cards[cid].counters["boost"] = n
    cast(g, DOUBLE)
    assert [g.cards[c].boosts for c in (in_play, in_reserve, theirs)] == [4, 6, 1]
    assert render_step(DOUBLE) == \
        "Double the number of boosts on each Character you control and in your Reserve"
    assert render_step(DOUBLE, "fr") == \
        "Doublez le nombre de boosts sur chaque Personnage que vous contrôlez et de votre Réserve"


def test_step_double_counters_7_3_6_b_none_stays_none_and_named_counters_double():
    g = game_at_first_turn()
    p = g.pending.player
    bare = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    kelon = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    g.cards[kelon].counters["kelon"] = 2
    step = ab.DoubleCounters(kind="double_counters", counter="kelon",
                             objects=ab.Select(ref="each", filter=ab.Filter(controller="you")))
    cast(g, step)
    assert g.cards[kelon].counters["kelon"] == 4
    assert not any(g.cards[bare].counters.values())
    assert render_step(step) == "Double the number of Kelon counters on each Character you control"


SABOTAGE_THEN = ab.Sabotage(kind="sabotage", then=[
    ab.Resupply(kind="resupply", who="its_owner", exhausted=True)])


def test_step_sabotage_7_3_24_if_a_card_was_discarded_its_owner_does_exhausted_resupply():
    g = game_at_first_turn()
    p = g.pending.player
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    top = g.players[1 - p].deck[0]
    cast(g, SABOTAGE_THEN)
    target(g, theirs)
    assert theirs in g.players[1 - p].discard
    assert top in g.players[1 - p].reserve and g.cards[top].has(Status.EXHAUSTED)  # CR 7.3.11
    assert render_step(SABOTAGE_THEN) == \
        "Sabotage. If you discarded a card this way, its owner Exhausted Resupplies"
    assert render_step(SABOTAGE_THEN, "fr") == ("Sabotage. Si vous avez défaussé une carte "
                                                "ainsi, son propriétaire fait un Ravitaillement épuisé")


def test_step_sabotage_then_nothing_follows_when_no_card_is_discarded():
    g = game_at_first_turn()
    p = g.pending.player
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    cast(g, SABOTAGE_THEN)
    act(g, "done")  # "up to one": none
    assert g.players[1 - p].reserve == [theirs]  # no Resupply followed


def test_step_resupply_its_controller_2_1_d_the_player_who_controlled_it_as_it_left():
    g = game_at_first_turn()
    p = g.pending.player
    permanent = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    top = g.players[1 - p].deck[0]
    mine = g.players[p].deck[0]
    step = ab.Resupply(kind="resupply", who="its_controller")
    cast(g, ab.ChooseTarget(kind="choose_target", objects=ab.Select(ref="target")),
         ab.SendTo(kind="send_to", objects=ab.Select(ref="it"), zone="discard"), step)
    if g.pending is not None and g.pending.kind == "target":
        target(g, permanent)
    assert permanent in g.players[1 - p].discard
    assert top in g.players[1 - p].reserve and mine not in g.players[p].reserve
    assert render_step(step) == "Its controller Resupplies"
    assert render_step(step, "fr") == "Son contrôleur ravitaille"


def test_step_gain_counters_for_each_6_5_i_one_per_character_you_control_as_it_happens():
    g = game_at_first_turn()
    p = g.pending.player
    for side in (Side.HERO, Side.COMPANION, Side.HERO):
        give(g, p, character(), Zone.EXPEDITION, side)
    give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)  # not mine
    step = ab.GainCounters(kind="gain_counters", counter="food", amount=ab.Quantity(count=ab.Count(objects=ab.Filter(controller="you"))))
    farm = give(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"),
                                            effect=[step])))
    play(g, farm)
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.cards[farm].counters["food"] == 4  # three, and the new Character itself
    assert render_step(step) == "I gain 1 Food counter for each Character you control"


UNDERGROWTH = ab.NextPlay(kind="next_play", filter=ab.Filter(type="character"),
                          into_terrain="forest", boosts=1)


def _played_after_the_quick_action(side: str, gigantic: bool = False) -> int:
    """{T}: the next Character you play in Forest this turn gains 1 boost; then a Character is
    played, in the same turn, into a Water-only (hero) or Forest-only (companion) region."""
    g = game_at_first_turn()
    p = g.pending.player
    g.players[p].positions[Side.HERO] = WATER_ONLY
    g.players[p].positions[Side.COMPANION] = FOREST_ONLY
    site = give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True),
                                               effect=[UNDERGROWTH])), Zone.EXPEDITION, Side.HERO)
    act(g, f"use {g.cdef(site).name}#{site} a1")  # a quick action: the turn goes on
    played = give(g, p, character(keywords=ab.Keywords(gigantic=gigantic)))
    play(g, played, side=side)
    return g.cards[played].boosts


def test_step_next_play_into_terrain_5_1_2_c_only_a_character_played_into_that_region():
    assert _played_after_the_quick_action("hero") == 0  # Water only
    assert _played_after_the_quick_action("companion") == 1  # Forest
    assert _played_after_the_quick_action("hero", gigantic=True) == 1  # in both (CR 7.4.4.b)
    assert render_step(UNDERGROWTH) == "The next Character you play in Forest this turn gains 1 boost"
    assert render_step(UNDERGROWTH, "fr") == \
        "Le prochain Personnage que vous jouez en Forêt ce tour-ci gagne 1 boost"


def test_step_next_play_into_terrain_says_what_it_gains_not_what_it_costs():
    import pytest
    from pydantic import ValidationError
    with pytest.raises(ValidationError):
        ab.NextPlay(kind="next_play", into_terrain="forest", cost_change=-1)
