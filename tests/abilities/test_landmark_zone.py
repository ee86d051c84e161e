"""The Landmark zone (CR 3.2.7): 'if there are N or more cards in your Landmarks', the filter
'Landmark Permanent' (zone type, CR 2.2.3.b) and a Hand Cost bound by the card just
sacrificed (CR 2.2.7, 7.3.25)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options


def _landmark(cost: int = 0, name: str | None = None) -> CardDef:
    return character(cost=cost, name=name).model_copy(update={
        "type": CardType.PERMANENT, "zone_type": ZoneType.LANDMARK})


def _gear() -> CardDef:
    return character().model_copy(update={"type": CardType.PERMANENT, "zone_type": ZoneType.EXPEDITION})


DRAW_IF_TWO = ab.If(kind="if", condition=ab.StepCondition(landmarks_at_least=2),
                    steps=[ab.Draw(kind="draw")])


def test_step_condition_landmarks_at_least_3_2_7_counts_the_cards_in_your_landmarks():
    for landmarks, drawn in ((1, 0), (2, 1)):
        g = game_at_first_turn()
        p = g.pending.player
        for _ in range(landmarks):
            give(g, p, _landmark(), Zone.LANDMARKS)
        give(g, 1 - p, _landmark(), Zone.LANDMARKS)  # the opponent's do not count
        hand = len(g.players[p].hand)
        cast(g, DRAW_IF_TWO)
        assert len(g.players[p].hand) - hand == drawn
    assert render_step(DRAW_IF_TWO) == "If there are two or more cards in your Landmarks, draw a card"


def test_filter_landmark_2_2_3_b_only_permanents_of_the_landmark_zone_type():
    g = game_at_first_turn()
    p = g.pending.player
    site = give(g, p, _landmark(), Zone.LANDMARKS)
    give(g, p, _gear(), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    sacrifice = ab.Sacrifice(kind="sacrifice", objects=ab.Select(
        ref="choose", filter=ab.Filter(type="permanent", landmark=True)))
    cast(g, sacrifice)  # the one Landmark Permanent: no choice to make
    assert g.cards[site].zone is Zone.DISCARD
    assert render_step(sacrifice) == "Sacrifice a Landmark Permanent"


def test_filter_max_hand_cost_above_sacrificed_2_2_7_bounded_by_the_sacrificed_card():
    g = game_at_first_turn()
    p = g.pending.player
    cheap = give(g, p, _landmark(cost=1), Zone.LANDMARKS)
    give(g, p, _landmark(cost=5), Zone.LANDMARKS)
    fits = give(g, p, _landmark(cost=3, name="Fits"))
    dear = give(g, p, _landmark(cost=4, name="Dear"))
    step = ab.Sacrifice(kind="sacrifice", objects=ab.Select(
        ref="choose", filter=ab.Filter(type="permanent", landmark=True)), then=[ab.PlayNow(
            kind="play_now", free=True, filter=ab.Filter(
                type="permanent", landmark=True, max_hand_cost_above_sacrificed=2))])
    cast(g, step)
    act(g, next(o for o in options(g) if f"#{cheap}" in o))
    assert g.cards[cheap].zone is Zone.DISCARD
    plays = [o for o in options(g) if o.startswith("play")]
    assert plays and all(f"#{fits}@" in o for o in plays) and not any(f"#{dear}@" in o for o in plays)
    act(g, plays[0])
    assert g.cards[fits].zone is Zone.LANDMARKS
    assert render_step(step) == ("Sacrifice a Landmark Permanent. If you do, play a Landmark "
                                 "Permanent with a max Hand Cost of {2} more than the sacrificed "
                                 "card for free")


def test_step_boost_amount_from_my_landmarks_6_5_i_one_per_card_in_your_landmarks():
    g = game_at_first_turn()
    p = g.pending.player
    for _ in range(3):
        give(g, p, _landmark(), Zone.LANDMARKS)
    give(g, 1 - p, _landmark(), Zone.LANDMARKS)
    grower = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    step = ab.Boost(kind="boost", objects=ab.Select(ref="each", filter=ab.Filter(controller="you")),
                    amount=ab.Quantity(count=ab.Count(cards_in="my_landmarks")))
    cast(g, step)
    assert g.cards[grower].boosts == 3
    assert render_step(step).endswith("gain 1 boost for each card in your Landmarks")


def test_step_create_token_count_from_my_landmarks_6_5_i_up_to_count_max():
    from altered_tui.cards.render import render_step as text

    for landmarks, made in ((0, 0), (2, 2), (4, 3)):
        g = game_at_first_turn()
        p = g.pending.player
        for _ in range(landmarks):
            give(g, p, _landmark(), Zone.LANDMARKS)
        step = ab.CreateToken(kind="create_token", token="Ordis Recruit", where="target_expedition",
                              count=ab.Quantity(count=ab.Count(cards_in="my_landmarks")), count_max=3)
        cast(g, step)
        if g.pending.kind == "expedition":
            act(g, "expedition -> hero yours")
        tokens = [c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token]
        assert len(tokens) == made
    assert text(step) == ("Target an Expedition, then create an Ordis Recruit Soldier token "
                          "(1/1/1) in it for each card in your Landmarks, up to three at a time")


def test_step_condition_reserve_of_type_3_2_10_counts_only_that_type_in_your_reserve():
    from altered_tui.cards.models import CardType as T

    for spells, drawn in ((1, 0), (2, 1)):
        g = game_at_first_turn()
        p = g.pending.player
        for cid in list(g.players[p].reserve):
            g.players[p].reserve.remove(cid)
        for _ in range(spells):
            give(g, p, character().model_copy(update={"type": T.SPELL}), Zone.RESERVE)
        give(g, p, character(), Zone.RESERVE)  # a Character: not counted
        hand = len(g.players[p].hand)
        step = ab.If(kind="if", condition=ab.StepCondition(reserve_at_least=2, reserve_of_type="spell"),
                     steps=[ab.Draw(kind="draw")])
        cast(g, step)
        assert len(g.players[p].hand) - hand == drawn
    assert render_step(step) == "If there are two or more Spells in your Reserve, draw a card"


def test_step_next_play_cost_floor_5_1_2_e_the_decrease_stops_at_its_minimum():
    from tests.abilities.support import set_mana
    from tests.cards.builders import paid_to_play

    step = ab.NextPlay(kind="next_play", filter=ab.Filter(type="character"), cost_change=-2,
                       cost_floor=1)
    for cost, paid in ((4, 2), (2, 1), (1, 1), (0, 0)):
        g = game_at_first_turn()
        p = g.pending.player
        set_mana(g, p, 6)
        helper = give(g, p, character(support=(ab.QuickAction(
            kind="quick", cost=ab.Cost(discard_me=True), effect=[step]),)), Zone.RESERVE)
        act(g, f"use {g.cdef(helper).name}#{helper} s1")
        assert paid_to_play(g, p, give(g, p, character(cost=cost))) == paid
    assert render_step(step) == ("The next Character you play this turn costs {2} less, down to a "
                                 "minimum of {1}")


def test_step_choose_one_choose_from_my_landmarks_6_5_g_as_many_as_your_landmarks():
    from altered_tui.engine.types import Side as S

    draw_mode = [ab.Draw(kind="draw")]
    step = ab.ChooseOne(kind="choose_one", choose=ab.Quantity(count=ab.Count(cards_in="my_landmarks")), up_to=True, repeatable=True,
                        modes=[draw_mode, [ab.CreateToken(kind="create_token", token="Ordis Recruit",
                                                          where="hero_expedition")]])
    for landmarks in (1, 2):
        g = game_at_first_turn()
        p = g.pending.player
        for _ in range(landmarks):
            give(g, p, _landmark(), Zone.LANDMARKS)
        hand = len(g.players[p].hand)
        cast(g, step)
        chosen = 0
        while g.pending.kind == "mode":
            act(g, next(o for o in options(g) if o.startswith("mode 1")))
            chosen += 1
        assert chosen == landmarks and len(g.players[p].hand) - hand == landmarks
        assert not [c for c in g.players[p].expeditions[S.HERO] if g.cards[c].token]
    assert render_step(step).startswith("Choose up to the number of cards in your Landmarks")
    three = ab.ChooseOne(kind="choose_one", choose=3, up_to=True, modes=[draw_mode, draw_mode])
    assert render_step(three).startswith("Choose up to three:")
