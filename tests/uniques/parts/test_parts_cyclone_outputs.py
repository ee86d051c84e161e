"""Unique output parts of Trial by Frost at work in a game, on a {J} line of a test Character
(README: Unique cards). An output with "otherwise" is tried after the condition "you may put
a card from your hand in Reserve" (part 182): paid, then declined. Case ids name the parts."""

from __future__ import annotations

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.engine.characteristics import is_gigantic, tough
from altered_tui.engine.playing import play_cost
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import act, cast, character, give, options, play, spell
from tests.cards.builders import fix_dice, pick, pick_if_asked, use_support
from tests.uniques.parts.support import PASSIVE, in_hand, joining, line_card, started
from tests.uniques.parts.test_parts_tokens_and_more import _may_put_in_reserve, _tokens_after

_ids = iter(range(1, 10_000))


def _permanent(cost: int = 0, *abilities) -> CardDef:
    n = next(_ids)
    return CardDef(id=f"TEST_CYCLONE_PERMANENT_{n}", name=f"Test Permanent {n}",
                   type=CardType.PERMANENT, zone_type=ZoneType.LANDMARK, hand_cost=cost,
                   reserve_cost=cost, abilities=abilities)


def _settle(g):
    while g.pending is not None and g.pending.kind in ("reaction", "may"):
        act(g, "yes" if "yes" in options(g) else options(g)[0])


def _aeroliths(g, q) -> int:
    return sum(1 for c in g.players[q].landmarks if g.cdef(c).name == "Aerolith")


def _summary(g, p) -> dict:
    """What an "otherwise" output leaves, for the table below."""
    return {"aeroliths": (_aeroliths(g, p), _aeroliths(g, 1 - p)),
            "ascended": [side for q, side in g.ascended if q == p],
            "reserves": tuple(len(g.players[q].reserve) for q in (p, 1 - p)),
            "hands": tuple(len(g.players[q].hand) for q in (p, 1 - p))}


def _answer_rest(g, p):
    """Take the first answer of the controller's remaining questions of the effect."""
    while g.pending is not None and g.pending.player == p and g.pending.kind in (
            "target", "choose", "player", "expedition"):
        opts = options(g)
        act(g, next((o for o in opts if "theirs" in o), opts[0]))


def _otherwise(output: int, yes: bool) -> dict:
    """What my {J} line changes, its condition (put a card from hand in Reserve) paid or
    not: Aeroliths (mine, theirs), my Ascended Expeditions, and the changes of the Reserves
    and hands (mine, theirs) beyond my card played and the card the condition put away."""
    g, p = started()
    me = in_hand(g, p, joining(output, 182))
    spare = in_hand(g, p, character())
    before = _summary(g, p)
    play(g, me)
    act(g, "yes" if yes else "no")
    if yes:
        pick_if_asked(g, spare)
    _answer_rest(g, p)
    _settle(g)
    after = _summary(g, p)
    paid = 1 if yes else 0
    return {"aeroliths": after["aeroliths"], "ascended": after["ascended"],
            "reserves": (after["reserves"][0] - before["reserves"][0] - paid,
                         after["reserves"][1] - before["reserves"][1]),
            "hands": (after["hands"][0] - before["hands"][0] + 1 + paid,
                      after["hands"][1] - before["hands"][1])}


NOTHING = {"aeroliths": (0, 0), "ascended": [], "reserves": (0, 0), "hands": (0, 0)}

# Each: (part, what the paid line changes, what the declined one changes), beside NOTHING.
OTHERWISE = [
    pytest.param(647, {"aeroliths": (0, 1)}, {"ascended": [Side.HERO]},
                 id="part_647_an_aerolith_for_target_player_otherwise_my_expedition_ascends"),
    pytest.param(672, {"aeroliths": (1, 0)}, {"aeroliths": (1, 1)},
                 id="part_672_an_aerolith_for_you_otherwise_one_for_each_player"),
    pytest.param(563, {"aeroliths": (2, 0)}, {"aeroliths": (1, 0)},
                 id="part_563_two_aeroliths_otherwise_one"),
    pytest.param(553, {"reserves": (-1, 0)}, {"ascended": [Side.HERO]},  # the one Reserve card
                 id="part_553_sabotage_otherwise_my_expedition_ascends"),
    pytest.param(550, {"reserves": (1, 0)}, {"ascended": [Side.HERO]},
                 id="part_550_exhausted_resupply_otherwise_my_expedition_ascends"),
    pytest.param(671, {"reserves": (1, 0)}, {"reserves": (1, 1)},
                 id="part_671_resupply_otherwise_each_player_resupplies"),
    pytest.param(658, {"aeroliths": (1, 0)}, {"reserves": (1, 0)},
                 id="part_658_an_aerolith_otherwise_resupply"),
    pytest.param(670, {"hands": (1, 0)}, {"hands": (1, 1)},
                 id="part_670_draw_otherwise_each_player_draws"),
]


@pytest.mark.parametrize("output, paid, declined", OTHERWISE)
def test_parts_output_otherwise(output, paid, declined):
    assert _otherwise(output, yes=True) == {**NOTHING, **paid}
    assert _otherwise(output, yes=False) == {**NOTHING, **declined}


@pytest.mark.parametrize("output", [
    pytest.param(582, id="part_582_target_character_gains_a_boost_otherwise_ascend"),
    pytest.param(569, id="part_569_i_gain_a_boost_otherwise_my_expedition_ascends"),
])
def test_parts_one_thing_otherwise_my_expedition_ascends(output):
    g, p, _ = _may_put_in_reserve(output, yes=True)
    _answer_rest(g, p)
    me = next(c for c in g.players[p].expeditions[Side.HERO] if not g.cards[c].token)
    done = {582: lambda: sum(g.cards[c].boosts for s in Side for c in
                             g.players[p].expeditions[s] + g.players[1 - p].expeditions[s]) == 1,
            569: lambda: g.cards[me].boosts == 1}[output]
    assert done() and g.ascended == []
    g, p, _ = _may_put_in_reserve(output, yes=False)
    assert g.ascended == [(p, Side.HERO)]


def test_part_566_exhaust_target_card_in_reserve_otherwise_my_expedition_ascends():
    for yes in (True, False):
        g, p = started()
        theirs = give(g, 1 - p, character(), Zone.RESERVE)
        me = in_hand(g, p, joining(566, 182))
        spare = in_hand(g, p, character())
        play(g, me)
        act(g, "yes" if yes else "no")
        if yes:
            pick_if_asked(g, spare)
            pick_if_asked(g, theirs)
        assert bool(g.cards[theirs].status & Status.EXHAUSTED) is yes
        assert g.ascended == ([] if yes else [(p, Side.HERO)])


def test_part_669_a_woollyback_in_target_expedition_otherwise_in_their_companion():
    g, p, _ = _may_put_in_reserve(669, yes=True)
    act(g, next(o for o in options(g) if o.startswith("expedition -> hero yours")))
    assert [g.cdef(c).name for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token] \
        == ["Woollyback"]
    g, p, _ = _may_put_in_reserve(669, yes=False)
    _answer_rest(g, p)
    assert [g.cdef(c).name for c in g.players[1 - p].expeditions[Side.COMPANION]
            if g.cards[c].token] == ["Woollyback"]


# --- Playing a card for free -----------------------------------------------------------------

@pytest.mark.parametrize("output, fits, too_dear", [
    pytest.param(601, character(cost=2), character(cost=3),
                 id="part_601_may_play_a_character_base_cost_2_or_less_for_free"),
    pytest.param(602, character(cost=3), character(cost=4),
                 id="part_602_may_play_a_character_base_cost_3_or_less_for_free"),
    pytest.param(657, _permanent(3), _permanent(4),
                 id="part_657_may_play_a_permanent_base_cost_3_or_less_for_free"),
])
def test_parts_may_play_a_cheap_card_for_free(output, fits, too_dear):
    g, p = started()
    cheap, dear = in_hand(g, p, fits), in_hand(g, p, too_dear)
    orbs = sum(1 for c in g.players[p].mana if not g.cards[c].status)
    play(g, in_hand(g, p, joining(output)))
    assert g.pending.kind == "play_now" and "no" in options(g)
    assert not any(f"#{dear}@" in o for o in options(g))
    pick(g, cheap)
    _settle(g)
    assert g.cards[cheap].zone in (Zone.EXPEDITION, Zone.LANDMARKS)
    assert sum(1 for c in g.players[p].mana if not g.cards[c].status) == orbs  # free


@pytest.mark.parametrize("output, fits, misses", [
    pytest.param(587, character(cost=4), character(cost=3),
                 id="part_587_target_opponent_may_play_a_card_base_cost_4_or_more_for_free"),
    pytest.param(588, spell(ab.Draw(kind="draw")), character(),
                 id="part_588_target_opponent_may_play_a_spell_for_free"),
])
def test_parts_target_opponent_may_play_for_free(output, fits, misses):
    g, p = started()
    theirs, other = give(g, 1 - p, fits), give(g, 1 - p, misses)
    play(g, in_hand(g, p, joining(output)))
    assert g.pending.player == 1 - p and "no" in options(g)
    assert not any(f"#{other}@" in o for o in options(g))
    pick(g, theirs)
    while (g.pending is not None and g.pending.player == 1 - p
           and g.cards[theirs].zone is Zone.LIMBO):
        act(g, options(g)[0])
    assert g.cards[theirs].zone is not Zone.HAND


# --- Targets ---------------------------------------------------------------------------------

@pytest.mark.parametrize("output, fits, misses", [
    pytest.param(584, dict(cost=2), dict(cost=3), id="part_584_target_hand_cost_2_or_less_defects"),
    pytest.param(583, dict(cost=1), dict(cost=2), id="part_583_target_hand_cost_1_or_less_defects"),
])
def test_parts_a_cheap_target_defects(output, fits, misses):
    g, p = started()
    theirs = give(g, 1 - p, character(**fits), Zone.EXPEDITION, Side.HERO)
    dear = give(g, 1 - p, character(**misses), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(output)))
    assert not any(f"#{dear}" in o for o in options(g))
    pick_if_asked(g, theirs)
    assert g.cards[theirs].controller == p


def test_part_591_target_token_defects():
    g, p = started()
    cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit", where="opponent_expedition"))
    _answer_rest(g, p)
    token = next(c for s in Side for c in g.players[1 - p].expeditions[s] if g.cards[c].token)
    plain = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    if g.pending.player != p:
        act(g, "pass")
    play(g, in_hand(g, p, joining(591)))
    assert not any(f"#{plain}" in o for o in options(g))
    pick_if_asked(g, token)
    assert g.cards[token].controller == p


@pytest.mark.parametrize("output, boosts", [
    pytest.param(667, 1, id="part_667_may_have_another_target_character_gain_1_boost"),
])
def test_parts_may_boost_another_character(output, boosts):
    g, p = started()
    ally = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, joining(output))
    play(g, me)
    act(g, "yes")
    assert not any(f"#{me}" in o for o in options(g) if o.startswith("target"))
    pick_if_asked(g, ally)
    assert g.cards[ally].boosts == boosts


@pytest.mark.parametrize("output, count, fits, misses", [
    pytest.param(666, 1, 4, 5, id="part_666_may_send_target_hand_cost_4_or_less_to_reserve"),
    pytest.param(609, 2, 1, 2, id="part_609_may_send_up_to_two_hand_cost_1_or_less_to_reserve"),
])
def test_parts_may_send_cheap_targets_to_reserve(output, count, fits, misses):
    g, p = started()
    cheap = [give(g, 1 - p, character(cost=fits), Zone.EXPEDITION, Side.HERO) for _ in range(count)]
    dear = give(g, 1 - p, character(cost=misses), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(output)))
    act(g, "yes")
    assert not any(f"#{dear}" in o for o in options(g))
    for cid in cheap:
        pick_if_asked(g, cid)
    assert all(g.cards[c].zone is Zone.RESERVE for c in cheap)


def test_part_581_target_character_gains_a_boost_per_card_in_your_reserve():
    g, p = started()
    for cid in list(g.players[p].reserve):
        move(g, cid, Zone.DISCARD)
    for _ in range(3):
        give(g, p, character(), Zone.RESERVE)
    ally = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(581)))
    pick_if_asked(g, ally)
    assert g.cards[ally].boosts == 3


def test_part_600_may_have_a_non_fleeting_character_gain_2_boosts_and_fleeting():
    g, p = started()
    ally = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    fleeting = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[fleeting].status |= Status.FLEETING
    play(g, in_hand(g, p, joining(600)), side="companion")
    act(g, "yes")
    assert not any(f"#{fleeting}" in o for o in options(g))
    pick_if_asked(g, ally)
    assert g.cards[ally].boosts == 2 and g.cards[ally].status & Status.FLEETING


def test_part_557_any_number_of_other_characters_lose_fleeting():
    g, p = started()
    allies = [give(g, p, character(), Zone.EXPEDITION, Side.HERO) for _ in range(2)]
    for cid in allies:
        g.cards[cid].status |= Status.FLEETING
    play(g, in_hand(g, p, joining(557)))
    for cid in allies:
        pick_if_asked(g, cid)
    if g.pending.kind in ("target", "choose") and "done" in options(g):
        act(g, "done")
    assert not any(g.cards[c].status & Status.FLEETING for c in allies)


def test_part_554_all_characters_gain_fleeting():
    g, p = started()
    others = [give(g, q, character(), Zone.EXPEDITION, Side.HERO) for q in (p, 1 - p)]
    me = in_hand(g, p, joining(554))
    play(g, me)
    assert all(g.cards[c].status & Status.FLEETING for c in [*others, me])


# --- Expeditions, the first player, passing -----------------------------------------------

@pytest.mark.parametrize("output, side, answer, ascended", [
    pytest.param(574, "companion", None, Side.COMPANION, id="part_574_my_expedition_ascends"),
    pytest.param(585, "hero", "expedition -> companion yours", Side.COMPANION,
                 id="part_585_target_expedition_ascends"),
])
def test_parts_an_expedition_ascends(output, side, answer, ascended):
    g, p = started()
    play(g, in_hand(g, p, joining(output)), side=side)
    if answer:
        act(g, next(o for o in options(g) if o.startswith(answer)))
    assert g.ascended == [(p, ascended)]


def test_part_589_target_player_becomes_first_player():
    g, p = started()
    assert g.first_player == p
    play(g, in_hand(g, p, joining(589)))
    act(g, "player theirs")
    assert g.first_player == 1 - p


def test_part_556_each_player_passes():
    g, p = started()
    play(g, in_hand(g, p, joining(556)))
    assert g.players[p].passed and g.players[1 - p].passed


def test_part_604_you_may_immediately_pass():
    for answer, passed in (("yes", True), ("no", False)):
        g, p = started()
        play(g, in_hand(g, p, joining(604)))
        act(g, answer)
        assert g.players[p].passed is passed


def test_part_599_you_may_have_me_switch_expeditions():
    g, p = started()
    me = in_hand(g, p, joining(599))
    play(g, me, side="hero")
    act(g, "yes")
    assert g.cards[me].side is Side.COMPANION


def test_part_576_place_a_forest_marker_on_target_visible_region():
    from altered_tui.engine.objects import terrains_at
    from altered_tui.engine.types import Terrain
    g, p = started()
    play(g, in_hand(g, p, joining(576)))
    region = options(g)[0]
    act(g, region)
    marked = [i for i, r in enumerate(g.regions) if r.markers]
    assert len(marked) == 1 and terrains_at(g, marked[0]) == [Terrain.FOREST]


# --- Me --------------------------------------------------------------------------------------

@pytest.mark.parametrize("output", [
    pytest.param(682, id="part_682_i_gain_anchored"),
    pytest.param(683, id="part_683_i_gain_anchored"),
])
def test_parts_i_gain_anchored(output):
    g, p = started()
    me = in_hand(g, p, joining(output))
    play(g, me)
    assert g.cards[me].status & Status.ANCHORED


@pytest.mark.parametrize("output, boosts", [
    pytest.param(597, 1, id="part_597_may_give_me_a_boost_and_have_me_lose_asleep"),
    pytest.param(598, 0, id="part_598_may_have_me_lose_asleep"),
])
def test_parts_i_may_lose_asleep(output, boosts):
    g, p = started()
    me = in_hand(g, p, joining(output))
    play(g, me)
    assert g.pending.kind == "may"
    g.cards[me].status |= Status.ASLEEP  # as if I had fallen Asleep meanwhile
    act(g, "yes")
    assert not g.cards[me].status & Status.ASLEEP and g.cards[me].boosts == boosts


# --- Tokens, Reserves, {J} abilities ----------------------------------------------------------

@pytest.mark.parametrize("output, answers, tokens", [
    pytest.param(558, ("expedition -> companion theirs",), {("them", "companion"): ["Woollyback"]},
                 id="part_558_a_woollyback_in_target_expedition"),
    pytest.param(592, ("yes",), {("them", "companion"): ["Woollyback"]},
                 id="part_592_may_create_a_woollyback_in_target_opponents_companion_expedition"),
    pytest.param(560, (), {("me", "landmarks"): ["Aerolith"], ("them", "landmarks"): ["Aerolith"]},
                 id="part_560_an_aerolith_in_each_players_landmarks"),
])
def test_parts_tokens(output, answers, tokens):
    assert _tokens_after(output, "hero", answers) == tokens


@pytest.mark.parametrize("output, boosted", [
    pytest.param(564, {"Animal", "Adventurer"},
                 id="part_564_each_animal_and_adventurer_in_your_reserve"),
    pytest.param(565, {"Animal"}, id="part_565_each_animal_in_your_reserve_gains_1_boost"),
])
def test_parts_cards_of_a_subtype_in_your_reserve_gain_a_boost(output, boosted):
    g, p = started()
    mine = {sub: give(g, p, character(subtypes=(sub,)), Zone.RESERVE)
            for sub in ("Animal", "Adventurer", "Robot")}
    theirs = give(g, 1 - p, character(subtypes=("Animal",)), Zone.RESERVE)
    play(g, in_hand(g, p, joining(output)))
    assert {sub for sub, c in mine.items() if g.cards[c].boosts == 1} == boosted
    assert g.cards[theirs].boosts == 0


def test_part_679_target_permanent_you_control_activates_its_j_abilities():
    g, p = started()
    draws = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"),
                        effect=[ab.Draw(kind="draw")])
    gear = give(g, p, _permanent(0, draws), Zone.LANDMARKS)
    hand = len(g.players[p].hand)
    play(g, in_hand(g, p, joining(679)))
    pick_if_asked(g, gear)
    _settle(g)
    assert len(g.players[p].hand) == hand + 1  # my card played, the Permanent's draw


def test_part_680_sacrifice_a_permanent():
    g, p = started()
    gear = give(g, p, _permanent(), Zone.LANDMARKS)
    theirs = give(g, 1 - p, _permanent(), Zone.LANDMARKS)
    play(g, in_hand(g, p, joining(680)))
    pick_if_asked(g, gear)
    assert g.cards[gear].zone is Zone.DISCARD and g.cards[theirs].zone is Zone.LANDMARKS


@pytest.mark.parametrize("output, top, zone", [
    pytest.param(577, "spell", Zone.HAND, id="part_577_reveal_the_top_card_a_spell_is_drawn"),
    pytest.param(578, "permanent", Zone.RESERVE,
                 id="part_578_reveal_the_top_card_a_spell_drawn_a_permanent_in_reserve"),
])
def test_parts_reveal_the_top_card(output, top, zone):
    made = {"spell": lambda: spell(ab.Draw(kind="draw")), "permanent": _permanent,
            "character": character}
    for kind, where in ((top, zone), ("character", Zone.DECK)):
        g, p = started()
        card = give(g, p, made[kind](), Zone.DECK)
        g.players[p].deck.remove(card)
        g.players[p].deck.insert(0, card)
        play(g, in_hand(g, p, joining(output)))
        assert g.cards[card].zone is where, kind
    if output == 578:  # and a Spell is drawn
        g, p = started()
        card = give(g, p, spell(ab.Draw(kind="draw")), Zone.DECK)
        g.players[p].deck.remove(card)
        g.players[p].deck.insert(0, card)
        play(g, in_hand(g, p, joining(output)))
        assert g.cards[card].zone is Zone.HAND


def test_part_651_the_next_spell_this_turn_loses_fleeting():
    g, p = started()
    use_support(g, give(g, p, line_card((192, 191, 651)), Zone.RESERVE))
    cid = give(g, p, spell(ab.Draw(kind="draw")), Zone.RESERVE)
    play(g, cid, src="reserve")
    _settle(g)
    assert g.cards[cid].zone is Zone.RESERVE  # not Fleeting: back to Reserve (CR 5.2.4.b)


# --- Passive outputs ----------------------------------------------------------------------

def _passive(output: int, **fields):
    return line_card((PASSIVE, 191, output), **fields)


def test_part_573_my_statistics_equal_my_highest():
    from altered_tui.engine.characteristics import stats
    g, p = started()
    me = give(g, p, _passive(573, stats=(1, 4, 2)), Zone.EXPEDITION, Side.HERO)
    assert tuple(stats(g, me)) == (4, 4, 4)


def test_part_567_i_cost_1_less_for_each_of_your_ascended_expeditions():
    g, p = started()
    me = give(g, p, _passive(567, cost=4))
    assert play_cost(g, me, Zone.HAND) == 4
    g.ascended = [(p, Side.HERO), (p, Side.COMPANION), (1 - p, Side.HERO)]
    assert play_cost(g, me, Zone.HAND) == 2


def test_part_681_gigantic_and_tough_1():
    g, p = started()
    me = give(g, p, _passive(681), Zone.EXPEDITION, Side.HERO)
    assert is_gigantic(g, me) and tough(g, me) == 1


@pytest.mark.parametrize("output, cheaper, same, less", [
    pytest.param(605, spell(ab.Draw(kind="draw"), cost=4), spell(ab.Draw(kind="draw"), cost=3), 1,
                 id="part_605_spells_base_cost_4_or_more_cost_1_less"),
    pytest.param(606, spell(ab.Draw(kind="draw"), cost=7), spell(ab.Draw(kind="draw"), cost=6), 2,
                 id="part_606_spells_base_cost_7_or_more_cost_2_less"),
    pytest.param(654, _permanent(4), _permanent(3), 1,
                 id="part_654_permanents_base_cost_4_or_more_cost_1_less"),
])
def test_parts_my_dear_cards_cost_less(output, cheaper, same, less):
    g, p = started()
    give(g, p, _passive(output), Zone.EXPEDITION, Side.HERO)
    dear, cheap = give(g, p, cheaper), give(g, p, same)
    theirs = give(g, 1 - p, cheaper.model_copy(update={"id": cheaper.id + "_THEIRS"}))
    assert play_cost(g, dear, Zone.HAND) == cheaper.hand_cost - less
    assert play_cost(g, cheap, Zone.HAND) == same.hand_cost
    assert play_cost(g, theirs, Zone.HAND) == cheaper.hand_cost  # mine only


@pytest.mark.parametrize("output, rolls", [  # (die, regions moved) at one Dusk
    pytest.param(571, ((4, 2), (3, 1), (1, 1)), id="part_571_at_dusk_a_4_moves_one_more"),
    pytest.param(572, ((6, 2), (2, 1), (1, 0)), id="part_572_at_dusk_a_4_moves_one_more_a_1_none"),
])
def test_parts_my_expedition_rolls_as_it_moves_at_dusk(output, rolls):
    from tests.cards.builders import finish_day
    for die, moved in rolls:
        g, p = started()
        give(g, p, _passive(output, stats=(9, 9, 9)), Zone.EXPEDITION, Side.HERO)
        start = g.players[p].positions[Side.HERO]
        fix_dice(g, die, die, die)
        finish_day(g)
        assert abs(g.players[p].positions[Side.HERO] - start) == moved, die


# --- Then, if you do, if it is ---------------------------------------------------------------

def test_part_559_a_woollyback_in_their_companion_expedition_then_draw():
    g, p = started()
    hand = len(g.players[p].hand)
    play(g, in_hand(g, p, joining(559)))
    _answer_rest(g, p)
    assert [g.cdef(c).name for c in g.players[1 - p].expeditions[Side.COMPANION]
            if g.cards[c].token] == ["Woollyback"]
    assert len(g.players[p].hand) == hand + 1


def test_part_595_may_discard_target_permanent_if_not_i_gain_2_boosts():
    for answer, boosts in (("yes", 0), ("no", 2)):
        g, p = started()
        gear = give(g, 1 - p, _permanent(), Zone.LANDMARKS)
        me = in_hand(g, p, joining(595))
        play(g, me)
        act(g, answer)
        pick_if_asked(g, gear)
        assert (g.cards[gear].zone is Zone.DISCARD) is (answer == "yes")
        assert g.cards[me].boosts == boosts


@pytest.mark.parametrize("output, zone", [
    pytest.param(594, Zone.DISCARD,
                 id="part_594_may_discard_target_then_an_aerolith_for_its_controller"),
    pytest.param(608, Zone.RESERVE,
                 id="part_608_may_send_target_to_reserve_then_an_aerolith_for_its_controller"),
])
def test_parts_may_remove_a_target_then_its_controller_gets_an_aerolith(output, zone):
    g, p = started()
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(output)))
    act(g, "yes")
    pick_if_asked(g, theirs)
    assert g.cards[theirs].zone is zone
    assert (_aeroliths(g, p), _aeroliths(g, 1 - p)) == (0, 1)


def test_part_646_may_have_target_gain_asleep_then_sabotage_if_it_faces_me():
    for side, sabotaged in ((Side.HERO, True), (Side.COMPANION, False)):
        g, p = started()
        theirs = give(g, 1 - p, character(), Zone.EXPEDITION, side)
        kept = give(g, 1 - p, character(), Zone.RESERVE)
        play(g, in_hand(g, p, joining(646)), side="hero")
        act(g, "yes")
        pick_if_asked(g, theirs)
        assert g.cards[theirs].status & Status.ASLEEP
        _answer_rest(g, p)
        assert (g.cards[kept].zone is Zone.DISCARD) is sabotaged, side


def test_part_552_sabotage_then_a_woollyback_for_the_owner_of_the_discarded_card():
    g, p = started()
    for q in (p, 1 - p):
        for cid in list(g.players[q].reserve):
            move(g, cid, Zone.DISCARD)
    kept = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(552)))
    pick_if_asked(g, kept)
    _answer_rest(g, p)
    assert g.cards[kept].zone is Zone.DISCARD
    assert [g.cdef(c).name for c in g.players[1 - p].expeditions[Side.COMPANION]
            if g.cards[c].token] == ["Woollyback"]


def test_part_668_may_send_target_to_reserve_otherwise_may_return_it_to_hand():
    # with "if your hand is empty" (part 362): empty, then not
    for empty, zone in ((True, Zone.RESERVE), (False, Zone.HAND)):
        g, p = started()
        theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
        me = in_hand(g, p, line_card((24, 362, 668)))
        for cid in list(g.players[p].hand):
            if cid != me and empty:
                move(g, cid, Zone.DISCARD)
        play(g, me)
        act(g, "yes")
        pick_if_asked(g, theirs)
        assert g.cards[theirs].zone is zone, empty


def test_part_603_may_move_a_terrain_marker_of_my_choice_to_my_region():
    from altered_tui.engine.objects import terrains_at
    from altered_tui.engine.types import Terrain
    g, p = started()
    cast(g, ab.PlaceMarker(kind="place_marker", terrain="mountain"))
    act(g, "region 0")
    if g.pending.player != p:
        act(g, "pass")
    me = in_hand(g, p, joining(603))
    play(g, me, side="companion")
    act(g, "yes")
    act(g, next(o for o in options(g) if o.startswith("mode 2")))  # the Mountain one
    region = g.players[p].positions[Side.COMPANION]
    assert terrains_at(g, region) == [Terrain.MOUNTAIN] and not g.regions[0].markers


def test_part_580_target_a_cheap_character_in_any_reserve_and_play_it_for_free():
    g, p = started()
    theirs = give(g, 1 - p, character(cost=5).model_copy(update={"reserve_cost": 2}), Zone.RESERVE)
    dear = give(g, 1 - p, character(cost=1).model_copy(update={"reserve_cost": 3}), Zone.RESERVE)
    orbs = sum(1 for c in g.players[p].mana if not g.cards[c].status)
    play(g, in_hand(g, p, joining(580)))
    assert not any(f"#{dear}" in o for o in options(g))
    pick_if_asked(g, theirs)
    if g.pending.kind == "play_now":
        pick(g, theirs)
    _settle(g)
    c = g.cards[theirs]
    assert c.zone is Zone.EXPEDITION and c.controller == p and c.owner == 1 - p  # CR 1.4.3.a
    assert sum(1 for o in g.players[p].mana if not g.cards[o].status) == orbs  # free
