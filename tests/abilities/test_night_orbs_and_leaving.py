"""Counting Mana Orbs, 'At Night' Reactions, cards put from Reserve into Mana, filters by the
Hand Cost of a Character you control, and what a leaving object had as it left."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import (
    act, cast, character, game_at_first_turn, give, options, play, reaction, spell,
)


def test_step_boost_6_5_i_one_boost_for_each_mana_orb_ready_or_exhausted():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    orbs = g.players[p].mana
    g.cards[orbs[0]].status |= Status.EXHAUSTED  # an exhausted orb counts too (CR 3.2.9)
    step = ab.Boost(kind="boost", objects=ab.Select(ref="each", filter=ab.Filter(controller="you")),
                    amount=ab.Quantity(count=ab.Count(cards_in="my_mana")))
    cast(g, step)  # the test Spell costs nothing
    assert g.cards[mine].boosts == len(orbs) == 3
    assert render_step(step) == \
        "Characters you control gain 1 boost for each Mana Orb in your Mana zone"


def _targets(g, f: ab.Filter) -> set[int]:
    """The cards a one-target boost spell may choose with this filter."""
    p = g.pending.player
    play(g, give(g, p, spell(ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=f, up_to=True)))))
    return {int(o.split("#")[1].split()[0]) for o in options(g) if o.startswith("target ")}


def test_filter_max_hand_cost_from_6_5_i_the_hand_cost_of_a_character_you_control():
    f = ab.Filter(max_hand_cost_from="a_character_you_control")
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(cost=1), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(cost=4), Zone.EXPEDITION, Side.COMPANION)  # the highest counts
    give(g, p, character(cost=7), Zone.RESERVE)  # not controlled (CR 1.2.3)
    four = give(g, 1 - p, character(cost=4), Zone.EXPEDITION, Side.HERO)
    five = give(g, 1 - p, character(cost=5), Zone.EXPEDITION, Side.HERO)
    targets = _targets(g, f)
    assert four in targets and five not in targets
    g = game_at_first_turn()
    p = g.pending.player
    cheap = give(g, 1 - p, character(cost=0), Zone.EXPEDITION, Side.HERO)
    assert cheap not in _targets(g, f)  # no Character of mine: nothing to compare with
    assert render_step(ab.SendTo(kind="send_to", zone="reserve", objects=ab.Select(
        ref="target", filter=f))) == ("Send to Reserve target Character with Hand Cost less than "
                                      "or equal to the Hand Cost of a Character you control")


def test_step_send_to_3_2_9_b_a_card_in_your_reserve_becomes_a_mana_orb():
    for ready in (False, True):
        g = game_at_first_turn()
        p = g.pending.player
        card = give(g, p, character(), Zone.RESERVE)
        step = ab.SendTo(kind="send_to", zone="mana", ready_orb=ready, objects=ab.Select(
            ref="choose", filter=ab.Filter(type="card", in_reserve=True, controller="you")))
        cast(g, step)  # the only card in the Reserve: taken without asking
        assert card in g.players[p].mana and card not in g.players[p].reserve
        assert g.cards[card].has(Status.EXHAUSTED) is not ready  # CR 3.2.9.b unless ready
        orb = "a ready Mana Orb" if ready else "an exhausted Mana Orb"
        assert render_step(step) == f"Put a card from your Reserve in your Mana zone as {orb}"


def _support_gains(passive_extra: list[int | None], where: Zone = Zone.RESERVE, times: int = 4):
    """A card whose support gives it 1 boost up to a max of 2 at Noon, and Landmarks with
    these raises of the maximum."""
    from altered_tui.cards.models import CardType, ZoneType
    from tests.cards.builders import advance_to_noon
    g = game_at_first_turn()
    p = g.pending.player
    for extra in passive_extra:
        site = character(ab.PassiveAbility(kind="passive", effect=ab.SupportMaxRaise(
            kind="support_max_raise", extra=extra))).model_copy(
            update={"type": CardType.PERMANENT, "zone_type": ZoneType.LANDMARK})
        give(g, p, site, Zone.LANDMARKS)
    gain = ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=1, up_to_max=2)
    support = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="at_noon"), effect=[gain])
    cid = give(g, p, character(support=(support,)), where)
    seen = []
    for _ in range(times):
        advance_to_noon(g)
        seen.append(g.cards[cid].boosts)
    return seen


def test_passive_support_max_raise_2_5_f_one_more_than_the_maximum():
    from altered_tui.cards.render import render_passive
    assert _support_gains([]) == [1, 2, 2, 2]
    assert _support_gains([1]) == [1, 2, 3, 3]
    assert _support_gains([1, 1]) == [1, 2, 3, 4]  # two of them add up
    assert _support_gains([None]) == [1, 2, 3, 4]  # no maximum
    assert render_passive(ab.SupportMaxRaise(kind="support_max_raise", extra=1)) == (
        "The support abilities of cards in Reserve can give them 1 more counter than their "
        "maximum.")
    assert render_passive(ab.SupportMaxRaise(kind="support_max_raise", extra=None)) == (
        "The support abilities of cards in Reserve can give them counters beyond their "
        "maximum.")


def test_passive_support_max_raise_2_2_11_i_not_for_abilities_that_work_in_play():
    from altered_tui.cards.models import CardType, ZoneType
    g = game_at_first_turn()
    p = g.pending.player
    site = character(ab.PassiveAbility(kind="passive", effect=ab.SupportMaxRaise(
        kind="support_max_raise", extra=None))).model_copy(
        update={"type": CardType.PERMANENT, "zone_type": ZoneType.LANDMARK})
    give(g, p, site, Zone.LANDMARKS)
    gain = ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=3, up_to_max=2)
    cid = give(g, p, character(reaction("joins", gain)))
    play(g, cid)
    assert g.cards[cid].boosts == 2  # an ability of the card in play keeps its maximum


def test_trigger_character_leaves_yours_6_3_e_each_of_your_characters_leaving():
    from altered_tui.cards.render import render_trigger
    from tests.cards.builders import advance_to_noon
    g = game_at_first_turn()
    p = g.pending.player
    gain = ab.GainCounters(kind="gain_counters", counter="food", amount=1)
    watcher = give(g, p, character(reaction("character_leaves_yours", gain,
                                            filter=ab.Filter(token=False))), Zone.LANDMARKS)
    for side in Side:
        give(g, p, character(), Zone.EXPEDITION, side)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    send_away = ab.SendTo(kind="send_to", zone="hand", objects=ab.Select(ref="target"))
    cast(g, send_away)
    act(g, f"target {g.cdef(theirs).name}#{theirs}")  # an opponent's: not yours
    assert g.cards[watcher].counters.get("food", 0) == 0
    advance_to_noon(g)  # Rest sends my two Characters to Reserve, if their Expeditions moved
    rested = sum(1 for e in g.log if e.kind == "rest" and g.cards[e.data["card"]].owner == p
                 and g.cdef(e.data["card"]).is_character)
    assert g.cards[watcher].counters.get("food", 0) == rested == 2
    assert render_trigger(ab.Trigger(on="character_leaves_yours", filter=ab.Filter(token=False))) \
        == "When a non-token Character leaves your Expeditions —"


def test_step_repeat_2_1_d_my_counters_as_i_left_the_expedition():
    from altered_tui.engine.steps.leave_play import send
    from altered_tui.engine.zones import move
    from tests.abilities.support import refresh
    draw_for_each = ab.Repeat(kind="repeat", times=ab.Quantity(my_counters="boost"),
                              steps=[ab.Draw(kind="draw")])
    for zone in (Zone.RESERVE, Zone.HAND):
        g = game_at_first_turn()
        p = g.pending.player
        me = give(g, p, character(reaction("leaves_expedition", draw_for_each)), Zone.EXPEDITION,
                  Side.HERO)
        g.cards[me].counters["boost"] = 2
        hand = len(g.players[p].hand)
        send(g, me, zone, "test", rule="7.3.26")  # it arrives without its boosts
        assert g.cards[me].boosts == 0
        refresh(g)
        assert len(g.players[p].hand) == hand + 2 + (zone is Zone.HAND)  # two, as it left
    assert render_step(draw_for_each) == "For each of my boosts, draw a card"
