"""Unique output parts of the Core Set at work in a game: each on a {J} line of a test
Character played from hand (README: Unique cards). Parts of one shape share a test over a
table whose case ids name the parts (`part_<id>_...`, read by the coverage test)."""

from __future__ import annotations

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import act, character, give, options, play
from tests.cards.builders import fix_dice, pick, pick_if_asked
from tests.uniques.parts.support import in_hand, joining, line_card, started
from tests.uniques.parts.test_parts_in_play import _cost_after
from tests.uniques.parts.test_parts_tokens_and_more import _tokens_after

_ids = iter(range(1, 10_000))


def _landmark(cost: int = 0) -> CardDef:
    n = next(_ids)
    return CardDef(id=f"TEST_CORE_PERMANENT_{n}", name=f"Test Permanent {n}",
                   type=CardType.PERMANENT, zone_type=ZoneType.LANDMARK, hand_cost=cost,
                   reserve_cost=cost)


def _joined(output: int, side: str = "hero"):
    """A game where my {J} line with this output was just played; (game, me, my card)."""
    g, p = started()
    me = in_hand(g, p, joining(output))
    play(g, me, side=side)
    return g, p, me


def _yes(g):
    if g.pending is not None and g.pending.kind == "may":
        act(g, "yes")


def _no_more_questions(g, p):
    assert g.pending is None or g.pending.kind == "turn" or g.pending.player != p, options(g)


# --- I gain a status ----------------------------------------------------------------------

@pytest.mark.parametrize("output, status", [
    pytest.param(110, Status.ANCHORED, id="part_110_i_gain_anchored"),
    pytest.param(211, Status.ANCHORED, id="part_211_i_gain_anchored"),
    pytest.param(212, Status.ANCHORED, id="part_212_i_gain_anchored"),
    pytest.param(213, Status.ANCHORED, id="part_213_i_gain_anchored"),
    pytest.param(33, Status.ASLEEP, id="part_33_i_gain_asleep"),
    pytest.param(221, Status.ASLEEP, id="part_221_i_gain_asleep"),
    pytest.param(34, Status.FLEETING, id="part_34_i_gain_fleeting"),
    pytest.param(243, Status.FLEETING, id="part_243_i_gain_fleeting"),
])
def test_parts_i_gain_a_status(output, status):
    g, p = started()
    me = in_hand(g, p, joining(output))
    assert not g.cards[me].status & status
    play(g, me)
    assert g.cards[me].status & status


def test_part_37_i_lose_fleeting():
    g, p = started()
    me = give(g, p, joining(37), Zone.RESERVE)
    play(g, me, src="reserve")  # from Reserve, a Character joins Fleeting (CR 5.2.1.b)
    assert g.cards[me].zone is Zone.EXPEDITION and not g.cards[me].status & Status.FLEETING


def test_part_106_i_gain_2_boosts_and_lose_fleeting():
    g, p = started()
    me = give(g, p, joining(106), Zone.RESERVE)
    play(g, me, src="reserve")
    assert g.cards[me].boosts == 2 and not g.cards[me].status & Status.FLEETING


# --- Boosts ---------------------------------------------------------------------------------

def test_part_134_i_gain_3_boosts():
    g, p, me = _joined(134)
    assert g.cards[me].boosts == 3


@pytest.mark.parametrize("output, mine, theirs, boosts", [
    pytest.param(82, 3, 2, 3, id="part_82_one_boost_per_card_in_your_reserve"),
    pytest.param(108, 3, 2, 5, id="part_108_one_boost_per_card_in_each_players_reserve"),
])
def test_parts_boosts_per_card_in_reserve(output, mine, theirs, boosts):
    g, p = started()
    for q, n in ((p, mine), (1 - p, theirs)):
        for cid in list(g.players[q].reserve):
            move(g, cid, Zone.DISCARD)
        for _ in range(n):
            give(g, q, character(), Zone.RESERVE)
    me = in_hand(g, p, joining(output))
    play(g, me)
    assert g.cards[me].boosts == boosts


def test_part_109_up_to_one_target_plant_gains_2_boosts():
    g, p = started()
    plant = give(g, p, character(subtypes=("Plant",)), Zone.EXPEDITION, Side.HERO)
    other = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(109)))
    assert not any(f"#{other}" in o for o in options(g))
    pick_if_asked(g, plant)
    assert (g.cards[plant].boosts, g.cards[other].boosts) == (2, 0)


def test_part_67_other_plants_you_control_gain_1_boost():
    g, p = started()
    plant = give(g, p, character(subtypes=("Plant",)), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(subtypes=("Plant",)), Zone.EXPEDITION, Side.HERO)
    other = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, line_card((24, 191, 67), subtypes=("Plant",)))
    play(g, me)
    assert [g.cards[c].boosts for c in (plant, theirs, other, me)] == [1, 0, 0, 0]


@pytest.mark.parametrize("output, results", [  # (roll, boosts, anchored) for each result tried
    pytest.param(68, ((4, 2, False), (1, 1, False)), id="part_68_roll_4_up_2_boosts_else_1"),
    pytest.param(206, ((6, 2, False), (3, 1, False)), id="part_206_roll_4_up_2_boosts_else_1"),
    pytest.param(207, ((6, 3, False), (3, 1, False)), id="part_207_roll_4_up_3_boosts_else_1"),
    pytest.param(209, ((4, 0, True), (1, 3, False)),
                 id="part_209_roll_4_up_anchored_else_3_boosts"),
    pytest.param(195, ((5, 0, True), (2, 3, False)),
                 id="part_195_roll_4_up_anchored_else_3_boosts"),
    pytest.param(140, ((5, 5, False), (1, 1, False)),
                 id="part_140_roll_i_gain_the_result_in_boosts"),
])
def test_parts_roll_a_die_for_my_boosts(output, results):
    for roll, boosts, anchored in results:
        g, p = started()
        fix_dice(g, roll)
        me = in_hand(g, p, joining(output))
        play(g, me)
        assert g.cards[me].boosts == boosts, roll
        assert bool(g.cards[me].status & Status.ANCHORED) is anchored, roll


def test_part_145_roll_target_character_gains_the_result_in_boosts():
    g, p = started()
    ally = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    fix_dice(g, 4)
    play(g, in_hand(g, p, joining(145)))
    pick_if_asked(g, ally)
    assert g.cards[ally].boosts == 4


@pytest.mark.parametrize("output, roll, drawn, reserve", [
    pytest.param(208, 5, 1, 0, id="part_208_roll_4_up_draw_else_resupply"),
    pytest.param(83, 2, 0, 1, id="part_83_roll_4_up_draw_else_resupply"),
])
def test_parts_roll_a_die_to_draw_or_resupply(output, roll, drawn, reserve):
    for roll, drawn, reserve in ((roll, drawn, reserve), (7 - roll, 1 - drawn, 1 - reserve)):
        g, p = started()
        fix_dice(g, roll)
        hand, res = len(g.players[p].hand), len(g.players[p].reserve)
        play(g, in_hand(g, p, joining(output)))
        assert (len(g.players[p].hand) - hand, len(g.players[p].reserve) - res) == \
            (drawn, reserve), roll


# --- Statuses of others -------------------------------------------------------------------

@pytest.mark.parametrize("output", [
    pytest.param(100, id="part_100_target_character_gains_anchored"),
    pytest.param(238, id="part_238_target_character_gains_anchored"),
])
def test_parts_target_character_gains_anchored(output):
    g, p = started()
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(output)))
    pick_if_asked(g, theirs)
    assert g.cards[theirs].status & Status.ANCHORED


def test_part_91_up_to_one_target_character_gains_asleep_and_may_gain_2_boosts():
    for accept, boosts in (("yes", 2), ("no", 0)):
        g, p = started()
        theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
        play(g, in_hand(g, p, joining(91)))
        pick_if_asked(g, theirs)
        assert g.cards[theirs].status & Status.ASLEEP
        assert g.pending.kind == "may", options(g)
        act(g, accept)
        assert g.cards[theirs].boosts == boosts


@pytest.mark.parametrize("output, boosts", [
    pytest.param(42, 0, id="part_42_may_have_another_character_lose_fleeting"),
    pytest.param(88, 1, id="part_88_may_have_another_character_lose_fleeting_and_gain_a_boost"),
])
def test_parts_another_character_loses_fleeting(output, boosts):
    g, p = started()
    ally = give(g, p, character(), Zone.RESERVE)
    play(g, ally, src="reserve")  # it joins Fleeting (CR 5.2.1.b)
    if g.pending.player != p:
        act(g, "pass")
    assert g.cards[ally].status & Status.FLEETING
    me = in_hand(g, p, joining(output))
    play(g, me)
    _yes(g)
    assert not any(f"#{me}" in o and o.startswith("target") for o in options(g))
    pick_if_asked(g, ally)
    assert not g.cards[ally].status & Status.FLEETING and g.cards[ally].boosts == boosts


# --- Sending, discarding, returning a target -------------------------------------------------

def _character(cost=0, status=Status.NONE):
    def put(g, q):
        cid = give(g, q, character(cost=cost), Zone.EXPEDITION, Side.HERO)
        g.cards[cid].status |= status
        return cid
    return put


def _permanent(cost=0):
    return lambda g, q: give(g, q, _landmark(cost), Zone.LANDMARKS)


MAY_SEND = [  # part, where the target goes, an object it may take, one it may not
    pytest.param(144, Zone.RESERVE, _character(5), None, id="part_144_may_send_target_to_reserve"),
    pytest.param(129, Zone.RESERVE, _character(3), _character(4),
                 id="part_129_may_send_target_hand_cost_3_or_less_to_reserve"),
    pytest.param(136, Zone.RESERVE, _character(4), _character(3),
                 id="part_136_may_send_target_hand_cost_4_or_more_to_reserve"),
    pytest.param(147, Zone.DISCARD, _character(5), _permanent(),
                 id="part_147_may_discard_target_character"),
    pytest.param(137, Zone.DISCARD, _character(3), _character(4),
                 id="part_137_may_discard_target_character_hand_cost_3_or_less"),
    pytest.param(141, Zone.DISCARD, _character(4), _character(3),
                 id="part_141_may_discard_target_character_hand_cost_4_or_more"),
    pytest.param(154, Zone.DISCARD, _permanent(), None,
                 id="part_154_may_discard_target_character_or_permanent"),
    pytest.param(132, Zone.DISCARD, _permanent(), _character(),
                 id="part_132_may_discard_target_permanent"),
    pytest.param(104, Zone.DISCARD, _permanent(4), _permanent(3),
                 id="part_104_may_discard_target_permanent_hand_cost_4_or_more"),
    pytest.param(138, Zone.DISCARD, _character(status=Status.ASLEEP), _character(),
                 id="part_138_may_discard_target_fleeting_anchored_or_asleep_character"),
    pytest.param(98, Zone.HAND, _permanent(4), _character(5),
                 id="part_98_may_return_target_hand_cost_4_or_less_to_hand"),
    pytest.param(115, Zone.HAND, _character(5), _permanent(6),
                 id="part_115_may_return_target_hand_cost_5_or_less_to_hand"),
    pytest.param(150, Zone.DECK, _permanent(), None,
                 id="part_150_may_put_target_on_top_of_its_owners_deck"),
    pytest.param(139, Zone.MANA, _character(), None,
                 id="part_139_may_put_target_in_its_owners_mana_zone"),
]


@pytest.mark.parametrize("output, zone, fits, misses", MAY_SEND)
def test_parts_may_move_a_target(output, zone, fits, misses):
    g, p = started()
    target = fits(g, 1 - p)
    other = misses(g, 1 - p) if misses else None
    play(g, in_hand(g, p, joining(output)))
    _yes(g)
    if other is not None:
        assert not any(f"#{other}" in o for o in options(g)), options(g)
    pick_if_asked(g, target)
    assert g.cards[target].zone is zone
    if zone is Zone.DECK:
        assert g.players[1 - p].deck[0] == target
    if zone is Zone.MANA:
        assert g.cards[target].status & Status.EXHAUSTED


def test_parts_a_may_move_can_be_declined():
    # the same "you may" of the table: declining leaves the target where it is (CR 6.5.c)
    g, p = started()
    theirs = _character()(g, 1 - p)
    play(g, in_hand(g, p, joining(147)))
    assert g.pending.kind == "may"
    act(g, "no")
    assert g.cards[theirs].zone is Zone.EXPEDITION


def test_part_78_target_character_switches_expeditions():
    g, p = started()
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(78)))
    pick_if_asked(g, theirs)
    assert g.cards[theirs].side is Side.COMPANION


def test_part_96_put_me_in_my_owners_mana_zone_as_an_exhausted_orb():
    g, p = started()
    orbs = len(g.players[p].mana)
    me = in_hand(g, p, joining(96))
    play(g, me)
    assert g.cards[me].zone is Zone.MANA and g.cards[me].status & Status.EXHAUSTED
    assert len(g.players[p].mana) == orbs + 1


def test_part_96_after_i_go_to_reserve_i_am_put_in_mana_from_there():
    # with "when I go to Reserve from the Expedition zone": the card the event moved (CR 2.1.f)
    g, p = started()
    me = give(g, p, line_card((11, 191, 96)), Zone.EXPEDITION, Side.HERO)
    from tests.abilities.support import cast
    cast(g, ab.SendTo(kind="send_to", zone="reserve", objects=ab.Select(ref="target")))
    pick_if_asked(g, me)
    while g.pending is not None and g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.cards[me].zone is Zone.MANA and g.cards[me].status & Status.EXHAUSTED


# --- Cards: draws, Mana, hands, Reserves ----------------------------------------------------

@pytest.mark.parametrize("output, mine, theirs", [
    pytest.param(158, 3, 0, id="part_158_draw_three_cards"),
    pytest.param(30, 0, 1, id="part_30_target_opponent_draws_a_card"),
    pytest.param(230, 0, 1, id="part_230_target_opponent_draws_a_card"),
    pytest.param(39, 1, 1, id="part_39_each_player_draws_a_card"),
    pytest.param(210, 1, 1, id="part_210_each_player_draws_a_card"),
])
def test_parts_draws(output, mine, theirs):
    g, p = started()
    hands = [len(g.players[q].hand) for q in (p, 1 - p)]
    play(g, in_hand(g, p, joining(output)))
    assert [len(g.players[q].hand) for q in (p, 1 - p)] == [hands[0] + mine, hands[1] + theirs]


@pytest.mark.parametrize("output, mine, theirs", [
    pytest.param(155, 2, 0, id="part_155_the_top_two_cards_of_your_deck_become_exhausted_orbs"),
    pytest.param(40, 1, 1, id="part_40_each_player_puts_their_top_card_in_mana"),
    pytest.param(219, 1, 1, id="part_219_each_player_puts_their_top_card_in_mana"),
])
def test_parts_deck_to_mana(output, mine, theirs):
    g, p = started()
    tops = [list(g.players[q].deck[:2]) for q in (p, 1 - p)]
    mana = [len(g.players[q].mana) for q in (p, 1 - p)]
    play(g, in_hand(g, p, joining(output)))
    assert [len(g.players[q].mana) for q in (p, 1 - p)] == [mana[0] + mine, mana[1] + theirs]
    for q, n, top in ((p, mine, tops[0]), (1 - p, theirs, tops[1])):
        assert all(g.cards[c].zone is Zone.MANA and g.cards[c].status & Status.EXHAUSTED
                   for c in top[:n])


@pytest.mark.parametrize("output", [
    pytest.param(130, id="part_130_target_opponent_discards_a_card"),
    pytest.param(225, id="part_225_target_opponent_discards_a_card"),
])
def test_parts_target_opponent_discards_a_card(output):
    g, p = started()
    hand = len(g.players[1 - p].hand)
    play(g, in_hand(g, p, joining(output)))
    while g.pending.player == 1 - p and g.pending.kind != "turn":
        act(g, options(g)[0])
    assert len(g.players[1 - p].hand) == hand - 1


@pytest.mark.parametrize("output, filter_spell", [
    pytest.param(248, False, id="part_248_may_return_a_card_from_your_reserve_to_hand"),
    pytest.param(52, True, id="part_52_may_return_a_spell_from_your_reserve_to_hand"),
])
def test_parts_may_return_from_reserve_to_hand(output, filter_spell):
    from tests.abilities.support import spell
    g, p = started()
    for cid in list(g.players[p].reserve):
        move(g, cid, Zone.DISCARD)
    a_spell = give(g, p, spell(ab.Draw(kind="draw")), Zone.RESERVE)
    a_character = give(g, p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(output)))
    _yes(g)
    if g.pending.kind == "choose":
        assert not filter_spell  # a Spell the one card it may take: no choice (README)
        pick(g, a_spell)
    else:
        assert filter_spell
    assert g.cards[a_spell].zone is Zone.HAND and g.cards[a_character].zone is Zone.RESERVE


def test_part_41_may_put_a_card_from_your_hand_in_reserve():
    g, p = started()
    card = in_hand(g, p, character())
    reserve = len(g.players[p].reserve)
    play(g, in_hand(g, p, joining(41)))
    _yes(g)
    pick_if_asked(g, card)
    assert len(g.players[p].reserve) == reserve + 1 and g.cards[card].zone is Zone.RESERVE


def test_part_242_resupply():
    g, p = started()
    reserve = len(g.players[p].reserve)
    play(g, in_hand(g, p, joining(242)))
    assert len(g.players[p].reserve) == reserve + 1


# --- Sacrifices ---------------------------------------------------------------------------

@pytest.mark.parametrize("output, count, mine_only", [
    pytest.param(196, 1, False, id="part_196_sacrifice_a_character"),
    pytest.param(223, 1, False, id="part_223_sacrifice_a_character"),
    pytest.param(29, 2, False, id="part_29_sacrifice_two_characters"),
    pytest.param(224, 2, False, id="part_224_sacrifice_two_characters"),
    pytest.param(36, 1, True, id="part_36_sacrifice_a_character_in_my_expedition"),
    pytest.param(222, 1, True, id="part_222_sacrifice_a_character_in_my_expedition"),
])
def test_parts_sacrifice_characters(output, count, mine_only):
    g, p = started()
    here = [give(g, p, character(), Zone.EXPEDITION, Side.HERO) for _ in range(2)]
    there = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, joining(output))
    play(g, me, side="hero")
    offered = " ".join(options(g))
    assert f"#{theirs}" not in offered  # one's own Characters only (CR 7.3.25)
    assert (f"#{there}" in offered) is not mine_only
    for cid in here[:count]:
        pick_if_asked(g, cid)
    assert [g.cards[c].zone for c in here[:count]] == [Zone.DISCARD] * count
    assert g.cards[theirs].zone is Zone.EXPEDITION and g.cards[me].zone is Zone.EXPEDITION


def test_part_89_each_player_sacrifices_a_character():
    g, p = started()
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, joining(89))
    play(g, me)
    pick_if_asked(g, mine)
    pick_if_asked(g, theirs)
    assert (g.cards[mine].zone, g.cards[theirs].zone) == (Zone.DISCARD, Zone.DISCARD)


# --- Tokens ---------------------------------------------------------------------------------

RECRUIT, BUG = ["Ordis Recruit"], ["Brassbug"]


@pytest.mark.parametrize("output, side, answers, tokens", [
    pytest.param(64, "companion", (), {("me", "companion"): RECRUIT},
                 id="part_64_an_ordis_recruit_in_my_expedition"),
    pytest.param(107, "hero", (), {("me", "hero"): RECRUIT * 2},
                 id="part_107_two_ordis_recruits_in_my_expedition"),
    pytest.param(65, "hero", (), {("me", "companion"): RECRUIT},
                 id="part_65_an_ordis_recruit_in_your_companion_expedition"),
    pytest.param(66, "companion", (), {("me", "hero"): RECRUIT},
                 id="part_66_an_ordis_recruit_in_your_hero_expedition"),
    pytest.param(75, "hero", (), {("me", "companion"): RECRUIT},
                 id="part_75_an_ordis_recruit_in_your_other_expedition"),
    pytest.param(124, "hero", (), {("me", "hero"): RECRUIT, ("me", "companion"): RECRUIT},
                 id="part_124_an_ordis_recruit_in_each_of_your_expeditions"),
    pytest.param(157, "hero", (), {("me", "hero"): RECRUIT * 2, ("me", "companion"): RECRUIT * 2},
                 id="part_157_two_ordis_recruits_in_each_of_your_expeditions"),
    pytest.param(81, "hero", ("expedition -> companion theirs",), {("them", "companion"): RECRUIT},
                 id="part_81_an_ordis_recruit_in_target_expedition"),
    pytest.param(118, "hero", ("expedition -> hero theirs",), {("them", "hero"): BUG},
                 id="part_118_a_brassbug_in_target_expedition"),
    pytest.param(156, "hero", (), {("me", "hero"): BUG, ("me", "companion"): BUG},
                 id="part_156_a_brassbug_in_each_of_your_expeditions"),
])
def test_parts_create_tokens(output, side, answers, tokens):
    assert _tokens_after(output, side, answers) == tokens


# --- Costs, Expeditions, {J} abilities ------------------------------------------------------

@pytest.mark.parametrize("output, cheaper, dearer", [
    pytest.param(79, character(cost=3), None, id="part_79_next_card_this_afternoon_costs_1_less"),
    pytest.param(57, _landmark(3), character(cost=3),
                 id="part_57_next_permanent_this_afternoon_costs_1_less"),
    pytest.param(63, character(cost=3, subtypes=("Bureaucrat",)), character(cost=3),
                 id="part_63_next_bureaucrat_this_afternoon_costs_1_less"),
    pytest.param(58, character(cost=3, subtypes=("Plant",)), character(cost=3),
                 id="part_58_next_plant_this_afternoon_costs_1_less"),
])
def test_parts_next_card_this_afternoon_costs_1_less(output, cheaper, dearer):
    assert _cost_after(output, cheaper) == 2
    if dearer is not None:
        assert _cost_after(output, dearer) == 3


def test_part_149_the_expedition_facing_me_moves_backward():
    g, p = started()
    g.players[1 - p].positions[Side.HERO] += 1
    before = dict(g.players[1 - p].positions)
    play(g, in_hand(g, p, joining(149)), side="hero")
    assert g.players[1 - p].positions[Side.HERO] == before[Side.HERO] - 1
    assert g.players[1 - p].positions[Side.COMPANION] == before[Side.COMPANION]


@pytest.mark.parametrize("output", [
    pytest.param(87, id="part_87_may_activate_the_j_abilities_of_a_permanent_you_control"),
    pytest.param(244, id="part_244_may_activate_the_j_abilities_of_a_permanent_you_control"),
])
def test_parts_may_activate_a_permanents_j_abilities(output):
    g, p = started()
    gear = _landmark().model_copy(update={"abilities": (ab.Reaction(
        kind="reaction", trigger=ab.Trigger(on="joins"), effect=[ab.Draw(kind="draw")]),)})
    cid = give(g, p, gear, Zone.LANDMARKS)
    hand = len(g.players[p].hand)
    play(g, in_hand(g, p, joining(output)))
    _yes(g)
    pick_if_asked(g, cid)
    while g.pending is not None and g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert len(g.players[p].hand) == hand + 1  # my card played, the Permanent's draw
