"""Trigger, condition and cost vocabulary the Unique parts need: a Character that was not
Boosted gaining boosts, the filter of 'when another Character you control gains a status',
'if I was Boosted' as I leave the Expedition zone, a left card put in Mana, conditions on
your Expeditions, hands and Landmarks, and exhausting a chosen card as a cost."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.render import render_ability
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options, spell
from tests.cards.builders import pick_if_asked, reaction_draws, send_to_reserve, settle

DRAW = ab.Draw(kind="draw")


def _with(reaction: ab.Reaction):
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(reaction), Zone.EXPEDITION, Side.HERO)
    return g, p, me


def _boost(g, cid: int) -> None:
    cast(g, ab.Boost(kind="boost", objects=ab.Select(ref="target")))
    pick_if_asked(g, cid)


def test_trigger_your_unboosted_character_gains_boosts_2_4_4_a_only_if_it_was_not_boosted():
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="your_unboosted_character_gains_boosts"),
                    effect=[DRAW])
    g, p, me = _with(r)
    other = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    _boost(g, other)  # it had no boost: it was not Boosted
    assert reaction_draws(g, p) == 1
    g, p, me = _with(r)
    other = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    g.cards[other].counters["boost"] = 1  # already Boosted
    _boost(g, other)
    assert reaction_draws(g, p) == 0
    assert render_ability(r) == ("When a non-Boosted Character you control gains 1 or more "
                                 "boosts — Draw a card.")


def test_trigger_your_character_gains_status_7_3_13_another_one_only():
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(
        on="your_character_gains_status", status="fleeting", filter=ab.Filter(other=True)),
        effect=[DRAW])
    for whom, draws in (("me", 0), ("other", 1)):
        g, p, me = _with(r)
        other = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
        cast(g, ab.GainStatus(kind="gain_status", status="fleeting",
                              objects=ab.Select(ref="target")))
        pick_if_asked(g, me if whom == "me" else other)
        assert reaction_draws(g, p) == draws, whom
    assert render_ability(r) == "When another Character you control gains Fleeting — Draw a card."


def test_condition_had_boosts_at_least_2_4_4_a_when_i_leave_if_i_was_boosted():
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="leaves_expedition"),
                    condition=ab.Condition(had_boosts_at_least=1), effect=[DRAW])
    for boosts, draws in ((0, 0), (1, 1)):
        g, p, me = _with(r)
        g.cards[me].counters["boost"] = boosts
        send_to_reserve(g, me)
        assert g.cards[me].zone is Zone.RESERVE and len(g.emblems) == draws, boosts
    assert render_ability(r) == ("When I leave the Expedition zone, if I was boosted — "
                                 "Draw a card.")


def test_step_condition_expedition_behind_7_5_2_b_names_one_of_your_two_expeditions():
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="you_pass_first"), effect=[
        ab.If(kind="if", condition=ab.StepCondition(expedition_behind="companion"), steps=[DRAW])])
    for theirs, draws in (((1, 6), 0), ((2, 6), 0), ((1, 5), 1)):
        g, p, me = _with(r)
        g.players[p].positions[Side.HERO], g.players[p].positions[Side.COMPANION] = 1, 6
        q = g.players[1 - p]
        q.positions[Side.HERO], q.positions[Side.COMPANION] = theirs
        act(g, "pass")  # the Reaction works as I pass first
        assert reaction_draws(g, p) == draws, theirs
    assert render_ability(r) == "When you pass first — If your Companion Expedition is behind, " \
        "draw a card."


def test_step_put_me_in_3_2_9_b_a_character_that_left_becomes_an_exhausted_orb():
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="leaves_expedition"),
                    effect=[ab.PutMeIn(kind="put_me_in", zone="mana")])
    g, p, me = _with(r)
    orbs = len(g.players[p].mana)
    cast(g, ab.SendTo(kind="send_to", zone="reserve", objects=ab.Select(ref="target")))
    pick_if_asked(g, me)
    settle(g)
    assert g.cards[me].zone is Zone.MANA and g.cards[me].status & Status.EXHAUSTED
    assert len(g.players[p].mana) == orbs + 1


def _may_exhaust(cost: ab.MayCost, pick_from: Zone, make) -> tuple[bool, int]:
    """(was the picked card exhausted, cards drawn) after 'you may [cost] to draw a card'."""
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="you_pass_first"),
                    effect=[ab.May(kind="may", cost=cost, steps=[DRAW])])
    g, p, me = _with(r)
    cid = give(g, p, make(), pick_from, Side.COMPANION if pick_from is Zone.EXPEDITION else None)
    act(g, "pass")
    if g.pending.kind == "may" and "yes" in options(g):
        act(g, "yes")
        pick_if_asked(g, cid)
    return g.cards[cid].has(Status.EXHAUSTED), reaction_draws(g, p)


def _gear():
    return CardDef(id="TEST_UNIQUE_GEAR", name="Test Unique Gear", type=CardType.PERMANENT,
                   zone_type=ZoneType.EXPEDITION)


def test_may_cost_exhaust_reserve_character_7_3_10_a_character_only():
    cost = ab.MayCost(exhaust_reserve_character=True)
    assert _may_exhaust(cost, Zone.RESERVE, character) == (True, 1)
    assert _may_exhaust(cost, Zone.RESERVE, lambda: spell(DRAW)) == (False, 0)


def test_may_cost_exhaust_permanent_or_reserve_card_7_3_10_either_one():
    cost = ab.MayCost(exhaust_permanent_or_reserve_card=True)
    assert _may_exhaust(cost, Zone.EXPEDITION, _gear) == (True, 1)
    assert _may_exhaust(cost, Zone.RESERVE, lambda: spell(DRAW)) == (True, 1)
    assert _may_exhaust(cost, Zone.EXPEDITION, character) == (False, 0)  # a Character in play


def _holds(condition: ab.StepCondition, setup) -> bool:
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="you_pass_first"), effect=[
        ab.If(kind="if", condition=condition, steps=[DRAW])])
    g, p, me = _with(r)
    setup(g, p)
    act(g, "pass")
    return reaction_draws(g, p) == 1


def test_step_condition_character_in_each_expedition_2_2_3_i_count():
    c = ab.StepCondition(character_in_each_expedition=True)
    assert not _holds(c, lambda g, p: None)
    assert _holds(c, lambda g, p: give(g, p, character(), Zone.EXPEDITION, Side.COMPANION))


def test_step_condition_fewer_in_hand_than_opponent_1_2_3():
    c = ab.StepCondition(fewer_in_hand_than_opponent=True)
    def hands(mine: int, theirs: int):
        def setup(g, p):
            for player, n in ((p, mine), (1 - p, theirs)):
                while len(g.players[player].hand) > n:
                    move(g, g.players[player].hand[-1], Zone.DISCARD)
        return setup
    assert _holds(c, hands(1, 2)) and not _holds(c, hands(2, 2))


def test_step_condition_landmarks_at_most_3_2_7_cards_in_your_landmarks():
    c = ab.StepCondition(landmarks_at_most=1)
    def landmarks(n: int):
        def setup(g, p):
            for i in range(n):
                give(g, p, CardDef(id=f"TEST_UNIQUE_LANDMARK_{i}", name=f"Test Landmark U{i}",
                                   type=CardType.PERMANENT, zone_type=ZoneType.LANDMARK),
                     Zone.LANDMARKS)
        return setup
    assert _holds(c, landmarks(1)) and not _holds(c, landmarks(2))


def test_step_condition_no_expedition_in_7_5_2_a_the_regions_they_are_in():
    c = ab.StepCondition(no_expedition_in="mountain")
    def at(hero: int, companion: int):
        def setup(g, p):
            g.players[p].positions[Side.HERO], g.players[p].positions[Side.COMPANION] = \
                hero, companion
        return setup
    # the map of seed 3: region 2 is Water only, 4 Mountain only, 5 Forest only
    assert _holds(c, at(2, 5)) and not _holds(c, at(2, 4))


def test_step_condition_exhausted_reserve_card_or_permanent_3_2_10_yours_only():
    c = ab.StepCondition(exhausted_reserve_card_or_permanent=True)
    def exhausted(player: str, zone: Zone, make):
        def setup(g, p):
            who = p if player == "you" else 1 - p
            cid = give(g, who, make(), zone,
                       Side.COMPANION if zone is Zone.EXPEDITION else None)
            g.cards[cid].status |= Status.EXHAUSTED
        return setup
    assert _holds(c, exhausted("you", Zone.RESERVE, character))
    assert _holds(c, exhausted("you", Zone.EXPEDITION, _gear))
    assert not _holds(c, exhausted("you", Zone.EXPEDITION, character))
    assert not _holds(c, exhausted("opponent", Zone.RESERVE, character))


def test_trigger_you_create_tokens_7_3_4_once_for_one_step_of_two_tokens():
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="you_create_tokens"), effect=[DRAW])
    for where, count in (("my_expedition", 2), ("your_landmarks", 1)):
        g, p, me = _with(r)
        cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit" if count == 2
                               else "Aerolith", count=count, where=where))
        settle(g)
        assert reaction_draws(g, p) == 1, where
    assert render_ability(r) == "When you create one or more tokens — Draw a card."


def test_trigger_you_resupply_7_3_22_yours_not_the_opponents():
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="you_resupply"), effect=[DRAW])
    for who, draws in (("you", 1), ("opponent", 0)):
        g, p, me = _with(r)
        cast(g, ab.Resupply(kind="resupply", who=who))
        settle(g)
        assert reaction_draws(g, p) == draws, who
    assert render_ability(r) == "When you Resupply — Draw a card."


def test_trigger_expedition_moves_forward_4_2_4_i_any_of_yours_hears_the_other_expedition():
    def draws(any_of_yours: bool) -> int:
        r = ab.Reaction(kind="reaction", trigger=ab.Trigger(
            on="expedition_moves_forward", terrain="forest", any_of_yours=any_of_yours),
            effect=[DRAW])
        g = game_at_first_turn()
        p = g.pending.player
        give(g, p, character(r, keywords=ab.Keywords(eternal=True)), Zone.EXPEDITION,
             Side.COMPANION)
        give(g, 1 - p, character(stats=(9, 9, 9)), Zone.EXPEDITION, Side.COMPANION)
        give(g, p, character(stats=(2, 2, 2)), Zone.EXPEDITION, Side.HERO)
        g.players[p].positions[Side.HERO] = 1  # Forest and Mountain on the map of seed 3
        day = g.day
        while g.day == day and not g.over:
            act(g, "pass" if "pass" in options(g) else options(g)[0])
        return reaction_draws(g, p)
    assert (draws(False), draws(True)) == (0, 1)


def test_step_sacrifice_6_5_f_if_you_cant_only_when_nothing_was_sacrificed():
    step = ab.Sacrifice(kind="sacrifice", objects=ab.Select(
        ref="choose", filter=ab.Filter(type="permanent")), otherwise=[DRAW])
    for with_gear, draws in ((True, 0), (False, 1)):
        r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="you_pass_first"), effect=[step])
        g, p, me = _with(r)
        gear = give(g, p, _gear(), Zone.EXPEDITION, Side.COMPANION) if with_gear else None
        act(g, "pass")
        if gear is not None:
            pick_if_asked(g, gear)
            assert g.cards[gear].zone is Zone.DISCARD
        assert reaction_draws(g, p) == draws, with_gear
    assert render_ability(r) == ("When you pass first — Sacrifice a Permanent. If you can't, "
                                 "draw a card.")
