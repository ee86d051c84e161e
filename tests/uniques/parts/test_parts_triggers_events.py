"""Unique trigger parts at work in a game: a test Character whose line is "[trigger] — Draw
a card" sees the event the trigger names, and a near miss that it must not react to.

Each case of the table is named by its part id (`part_<id>_...`); the coverage test finds
these names as it finds the `test_part_<id>_` functions (README: Unique cards)."""

from __future__ import annotations

from typing import Callable

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.engine.types import Phase, Side, Status, Zone

from tests.abilities.support import act, cast, character, give, options, play, set_mana, spell
from tests.cards.builders import fix_dice, pick_if_asked, reaction_draws
from tests.uniques.parts.support import line_card, started

DRAW_A_CARD = 245
Event = Callable[..., None]  # (game, player, me)

_made = iter(range(1, 10_000))


def _permanent(cost: int = 0) -> CardDef:
    n = next(_made)
    return CardDef(id=f"TEST_TRIGGER_GEAR_{n}", name=f"Test Trigger Gear {n}",
                   type=CardType.PERMANENT, zone_type=ZoneType.LANDMARK, hand_cost=cost,
                   reserve_cost=cost)


def _a_spell(cost: int = 0) -> CardDef:
    return spell(ab.Draw(kind="draw", who="opponent"), cost=cost)


def _settle(g, p) -> None:
    """Answer what the event left waiting (targets first offered, 'you may' with yes), back to
    the player's turn."""
    for _ in range(20):
        if g.pending is None or g.over:
            return
        kind = g.pending.kind
        if kind == "turn" and g.pending.player == p:
            return
        if kind == "turn":
            act(g, "pass")
        elif "yes" in options(g):
            act(g, "yes")
        else:
            act(g, options(g)[0])


def _cast(g, p, *steps, pick: int | None = None) -> None:
    cast(g, *steps)
    if pick is not None:
        pick_if_asked(g, pick)
    _settle(g, p)


def _other(g, p, side: Side = Side.COMPANION, **fields) -> int:
    return give(g, p, character(**fields), Zone.EXPEDITION, side)


def _to_reserve(who: str = "me", boosted: bool = False, fleeting: bool = False) -> Event:
    def event(g, p, me):
        cid = me if who == "me" else _other(g, p)
        if boosted:
            g.cards[cid].counters["boost"] = 1
        if fleeting:
            g.cards[cid].status |= Status.FLEETING
        _cast(g, p, ab.SendTo(kind="send_to", zone="reserve", objects=ab.Select(ref="target")),
              pick=cid)
    return event


def _sacrifice(who: str = "me", what: str = "character") -> Event:
    def event(g, p, me):
        if who == "me":
            cid = me
        elif what == "permanent":
            cid = give(g, p, _permanent(), Zone.LANDMARKS)
        else:
            cid = _other(g, p)
        _cast(g, p, ab.Sacrifice(kind="sacrifice", objects=ab.Select(
            ref="choose", filter=ab.Filter(type="object"))), pick=cid)
    return event


def _boost(who: str = "me", already: bool = False, token: bool = False,
           in_reserve: bool = False) -> Event:
    def event(g, p, me):
        if who == "me":
            cid = me
        elif in_reserve:
            cid = give(g, p, character(), Zone.RESERVE)
        else:
            cid = _other(g, p if who == "mine" else 1 - p)
            g.cards[cid].token = token  # the object of a token Character
        if already:
            g.cards[cid].counters["boost"] = 1
        f = ab.Filter(in_reserve=True) if in_reserve else ab.Filter()
        _cast(g, p, ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=f)), pick=cid)
    return event


def _plays(make: Callable[[], CardDef], src: str = "hand", side: str = "hero") -> Event:
    def event(g, p, me):
        set_mana(g, p, 6)
        cid = give(g, p, make(), Zone.HAND if src == "hand" else Zone.RESERVE)
        play(g, cid, side=side, src=src)
        _settle(g, p)
    return event


def _opponent_plays(make: Callable[[], CardDef], src: str = "hand",
                    side: str = "hero") -> Event:
    def event(g, p, me):
        act(g, "pass")  # the opponent's turn
        q = 1 - p
        cid = give(g, q, make(), Zone.HAND if src == "hand" else Zone.RESERVE)
        play(g, cid, side=side, src=src)
    return event


def _token_joins(g, p, me) -> None:
    _cast(g, p, ab.CreateToken(kind="create_token", token="Ordis Recruit", where="my_expedition"))


def _draws(who: str) -> Event:
    def event(g, p, me):
        _cast(g, p, ab.Draw(kind="draw", who=who))
    return event


def _opponent_draws_on_their_turn(g, p, me) -> None:
    act(g, "pass")
    cast(g, ab.Draw(kind="draw"))


def _gains(status: str, who: str = "me") -> Event:
    def event(g, p, me):
        cid = me if who == "me" else _other(g, p if who == "mine" else 1 - p)
        _cast(g, p, ab.GainStatus(kind="gain_status", status=status,
                                  objects=ab.Select(ref="target")), pick=cid)
    return event


def _exhausts(in_reserve: bool) -> Event:
    def event(g, p, me):
        cid = give(g, p, character(), Zone.RESERVE if in_reserve else Zone.EXPEDITION,
                   None if in_reserve else Side.COMPANION)
        f = ab.Filter(type="card", in_reserve=True) if in_reserve else ab.Filter()
        _cast(g, p, ab.Exhaust(kind="exhaust", objects=ab.Select(ref="target", filter=f)),
              pick=cid)
    return event


def _rolls(g, p, me) -> None:
    fix_dice(g, 3)
    _cast(g, p, ab.RollDie(kind="roll_die", outcomes=[ab.Outcome(low=1, high=6, steps=[])]))


def _nothing(g, p, me) -> None:
    pass


def _goes_to_discard(g, p, me) -> None:
    cid = _other(g, p)
    _cast(g, p, ab.SendTo(kind="send_to", zone="discard", objects=ab.Select(ref="target")),
          pick=cid)


def _hand_to_reserve(g, p, me) -> None:
    cid = give(g, p, character())
    _cast(g, p, ab.PutFromHand(kind="put_from_hand", zone="reserve"), pick=cid)


def _day_ends(blocked: bool, region: int | None = None) -> Event:
    """The Day goes on to the next one; my Hero Expedition faces a stronger one or none."""
    def event(g, p, me):
        if region is not None:
            g.players[p].positions[Side.HERO] = region
        if blocked:
            give(g, 1 - p, character(stats=(9, 9, 9)), Zone.EXPEDITION, Side.HERO)
        day = g.day
        while g.day == day and not g.over:
            act(g, "pass" if "pass" in options(g) else options(g)[0])
    return event


def _plays_in(region: int) -> Event:
    """You play another Character into your Hero Expedition, standing in that region."""
    def event(g, p, me):
        g.players[p].positions[Side.HERO] = region
        _plays(character)(g, p, me)
    return event


def _two_tokens(g, p, me) -> None:
    _cast(g, p, ab.CreateToken(kind="create_token", token="Ordis Recruit", count=2,
                               where="my_expedition"))


def _resupplies(who: str) -> Event:
    def event(g, p, me):
        _cast(g, p, ab.Resupply(kind="resupply", who=who))
    return event


def _robot() -> CardDef:
    return character(subtypes=("Robot",))


def _zero_stat() -> CardDef:
    return character(stats=(0, 1, 1))


# part id, name, where I am, the event, a near miss (None: there is none to try)
CASES = [
    (12, "when_i_leave_the_expedition_zone", _to_reserve(), _to_reserve("other")),
    (372, "when_i_leave_the_expedition_zone_if_i_was_fleeting", _to_reserve(fleeting=True),
     _to_reserve()),
    (540, "when_i_leave_the_expedition_zone_if_i_was_boosted", _to_reserve(boosted=True),
     _to_reserve()),
    (526, "when_i_leave_the_expedition_zone_if_i_was_boosted", _to_reserve(boosted=True),
     _to_reserve()),
    (231, "when_im_sacrificed", _sacrifice(), _sacrifice("other")),
    (8, "when_im_sacrificed", _sacrifice(), _sacrifice("other")),
    (240, "when_i_gain_boosts", _boost(), _boost("mine")),
    (9, "when_a_non_boosted_character_you_control_gains_boosts", _boost("mine"),
     _boost("mine", already=True)),
    (13, "when_a_character_you_control_gains_boosts", _boost("mine"), _boost("theirs")),
    (675, "when_a_non_token_character_you_control_gains_boosts", _boost("mine"),
     _boost("mine", token=True)),
    (441, "when_a_character_in_your_reserve_gains_boosts", _boost("mine", in_reserve=True),
     _boost("mine")),
    (19, "when_a_non_token_character_other_than_me_joins_your_expeditions",
     _plays(character), _token_joins),
    (5, "when_another_robot_joins_your_expeditions", _plays(_robot), _plays(character)),
    (16, "when_you_play_a_permanent", _plays(_permanent), _plays(_a_spell)),
    (27, "when_you_play_a_spell", _plays(_a_spell), _plays(_permanent)),
    (780, "when_you_play_a_permanent_with_base_cost_4", _plays(lambda: _permanent(4)),
     _plays(lambda: _permanent(3))),
    (10, "when_you_play_a_permanent_with_hand_cost_3", _plays(lambda: _permanent(3)),
     _plays(lambda: _permanent(2))),
    (547, "when_you_play_a_spell_with_base_cost_4", _plays(lambda: _a_spell(4)),
     _plays(lambda: _a_spell(3))),
    (15, "when_you_play_another_character_with_a_base_statistic_of_0", _plays(_zero_stat),
     _plays(character)),
    (447, "when_you_play_a_card_other_than_me_from_reserve", _plays(character, "reserve"),
     _plays(character)),
    (444, "when_an_opponent_plays_a_card_from_reserve", _opponent_plays(character, "reserve"),
     _opponent_plays(character)),
    (445, "when_an_opponent_plays_a_character", _opponent_plays(character),
     _opponent_plays(_a_spell)),
    (542, "when_a_character_joins_the_expedition_facing_me", _opponent_plays(character),
     _opponent_plays(character, side="companion")),
    (239, "when_an_opponent_draws_or_resupplies", _draws("opponent"), _draws("you")),
    (2, "when_an_opponent_draws_or_resupplies", _draws("opponent"), _draws("you")),
    (689, "when_an_opponent_receives_a_gift", _draws("opponent"), _opponent_draws_on_their_turn),
    (688, "when_an_opponent_receives_a_gift", _draws("opponent"), _opponent_draws_on_their_turn),
    (443, "when_a_character_you_control_gains_fleeting", _gains("fleeting", "mine"),
     _gains("fleeting", "theirs")),
    (254, "when_another_character_you_control_gains_fleeting", _gains("fleeting", "mine"),
     _gains("fleeting")),
    (442, "when_a_character_you_control_gains_anchored", _gains("anchored", "mine"),
     _gains("anchored", "theirs")),
    (256, "when_i_gain_asleep", _gains("asleep"), _gains("asleep", "mine")),
    (260, "when_you_exhaust_a_card_in_reserve", _exhausts(True), _exhausts(False)),
    (26, "when_you_roll_dice", _rolls, _nothing),
    (440, "when_a_card_goes_to_the_discard_pile", _goes_to_discard, _to_reserve("other")),
    (250, "when_a_card_goes_from_your_deck_or_hand_to_reserve", _hand_to_reserve,
     _to_reserve("other")),
    (448, "when_you_sacrifice_a_character", _sacrifice("other"),
     _sacrifice("other", "permanent")),
    (548, "when_you_sacrifice_a_permanent", _sacrifice("other", "permanent"),
     _sacrifice("other")),
    (549, "when_you_sacrifice_a_character_or_permanent", _sacrifice("other", "permanent"),
     _to_reserve("other")),
    (544, "when_my_expedition_fails_to_move_forward_during_dusk", _day_ends(blocked=True),
     _day_ends(blocked=False)),
    (543, "when_my_expedition_fails_to_move_forward_during_dusk", _day_ends(blocked=True),
     _day_ends(blocked=False)),
    (258, "when_my_expedition_moves_forward", _day_ends(blocked=False),
     _day_ends(blocked=True)),
    (656, "when_you_create_one_or_more_tokens_once_for_two", _two_tokens, _draws("you")),
    (781, "when_you_resupply", _resupplies("you"), _resupplies("opponent")),
    # the map of seed 3: region 1 is Forest and Mountain, region 2 Water only
    (261, "when_you_play_another_character_in_forest", _plays_in(1), _plays_in(2)),
    (259, "when_my_expedition_moves_forward_due_to_forest", _day_ends(False, region=1),
     _day_ends(False, region=2)),
]
PARAMS = [pytest.param(part, event, miss, id=f"part_{part}_{name}")
          for part, name, event, miss in CASES]


def _draws_after(part: int, event: Event) -> int:
    g, p = started()
    me = give(g, p, line_card((part, 191, DRAW_A_CARD), keywords=ab.Keywords(eternal=True)),
              Zone.EXPEDITION, Side.HERO)
    event(g, p, me)
    _settle(g, p)
    return reaction_draws(g, p)


@pytest.mark.parametrize(("part", "event", "miss"), PARAMS)
def test_trigger_reacts_to_its_event_and_not_to_a_near_miss(part, event, miss):
    assert (_draws_after(part, event), _draws_after(part, miss)) == (1, 0)


def test_part_96_put_me_in_my_owners_mana_zone_as_an_exhausted_orb():
    g, p = started()
    me = give(g, p, line_card((12, 191, 96)), Zone.EXPEDITION, Side.HERO)
    orbs = len(g.players[p].mana)
    _to_reserve()(g, p, me)
    assert g.cards[me].zone is Zone.MANA and g.cards[me].status & Status.EXHAUSTED
    assert len(g.players[p].mana) == orbs + 1


def _draws_and_when(part: int, blocked: bool) -> tuple[int, bool]:
    """(cards drawn by Reactions, whether one was drawn during Dusk) over one Day."""
    g, p = started()
    give(g, p, line_card((part, 191, DRAW_A_CARD)), Zone.EXPEDITION, Side.HERO)
    if blocked:
        give(g, 1 - p, character(stats=(9, 9, 9)), Zone.EXPEDITION, Side.HERO)
    at_dusk, day = False, g.day
    while g.day == day and not g.over:
        at_dusk = at_dusk or (g.phase is Phase.DUSK and reaction_draws(g, p) > 0)
        act(g, "pass" if "pass" in options(g) else options(g)[0])
    return reaction_draws(g, p), at_dusk


def test_part_14_when_my_expedition_fails_to_move_forward_then_after_rest():
    # I go to Reserve at Rest; the card is drawn after it, not at Dusk
    assert _draws_and_when(14, blocked=True) == (1, False)
    assert _draws_and_when(14, blocked=False) == (0, False)


def _hero_expedition_moves_from(region: int) -> int:
    """Cards drawn by my line (one of your Expeditions moves forward due to Forest), I being in
    the Companion Expedition, facing a stronger one, while the Hero Expedition, unopposed,
    stands in that region at Dusk."""
    g, p = started()
    give(g, p, line_card((4, 191, DRAW_A_CARD), keywords=ab.Keywords(eternal=True)),
         Zone.EXPEDITION, Side.COMPANION)
    give(g, 1 - p, character(stats=(9, 9, 9)), Zone.EXPEDITION, Side.COMPANION)
    give(g, p, character(stats=(2, 2, 2)), Zone.EXPEDITION, Side.HERO)
    g.players[p].positions[Side.HERO] = region
    _day_ends(blocked=False)(g, p, None)
    return reaction_draws(g, p)


def test_part_4_when_one_of_your_expeditions_moves_forward_due_to_forest():
    # the map of seed 3: region 1 is Forest and Mountain, region 2 Water only
    assert (_hero_expedition_moves_from(1), _hero_expedition_moves_from(2)) == (1, 0)
