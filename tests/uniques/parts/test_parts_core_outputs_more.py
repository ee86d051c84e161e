"""More Unique output parts of the Core Set at work in a game: hands and Reserves, {J}
abilities, the player's own choices, and the passive outputs of a line with the empty
trigger (README: Unique cards). Case ids name the parts (`part_<id>_...`)."""

from __future__ import annotations

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.unique_catalogue import default_catalogue
from altered_tui.engine.characteristics import has_keyword, is_gigantic, tough
from altered_tui.engine.objects import terrains_at
from altered_tui.engine.types import Side, Status, Terrain, Zone
from altered_tui.engine.zones import move, ready_orbs

from tests.abilities.support import act, cast, character, give, options, play, set_mana, spell
from tests.cards.builders import finish_day, pick_if_asked, use_support
from tests.uniques.parts.support import PASSIVE, in_hand, joining, line_card, started

_ids = iter(range(1, 10_000))
DRAW_ON_JOINING = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"),
                              effect=[ab.Draw(kind="draw")])


def _landmark(*abilities) -> CardDef:
    n = next(_ids)
    return CardDef(id=f"TEST_CORE_LANDMARK_{n}", name=f"Test Landmark {n}",
                   type=CardType.PERMANENT, zone_type=ZoneType.LANDMARK, abilities=abilities)


def _settle(g):
    while g.pending is not None and g.pending.kind in ("reaction", "may"):
        act(g, "yes" if "yes" in options(g) else options(g)[0])


def _passive(output: int, **fields):
    return line_card((PASSIVE, 191, output), **fields)


def _empty_reserves(g):
    for q in g.players:
        for cid in list(q.reserve):
            move(g, cid, Zone.DISCARD)


# --- Hands and Reserves ---------------------------------------------------------------------

@pytest.mark.parametrize("output, reserves_too", [
    pytest.param(125, False, id="part_125_each_player_discards_their_hand_then_draws_three"),
    pytest.param(143, True, id="part_143_each_player_discards_hand_and_reserve_then_draws_three"),
])
def test_parts_each_player_discards_then_draws_three(output, reserves_too):
    g, p = started()
    for q in (p, 1 - p):
        give(g, q, character(), Zone.RESERVE)
    old_hands = [list(g.players[q].hand) for q in (p, 1 - p)]
    play(g, in_hand(g, p, joining(output)))
    for q, old in zip((p, 1 - p), old_hands):
        assert len(g.players[q].hand) == 3
        assert all(g.cards[c].zone is Zone.DISCARD for c in old)
        assert (len(g.players[q].reserve) == 0) is reserves_too


@pytest.mark.parametrize("output", [
    pytest.param(43, id="part_43_each_player_may_resupply"),
    pytest.param(218, id="part_218_each_player_may_resupply"),
])
def test_parts_each_player_may_resupply(output):
    g, p = started()
    reserves = [len(g.players[q].reserve) for q in (p, 1 - p)]
    play(g, in_hand(g, p, joining(output)))
    asked = []
    while g.pending.kind == "may":
        asked.append(g.pending.player)
        act(g, "yes" if g.pending.player == p else "no")
    assert asked == [p, 1 - p]  # the controller first (CR 6.1.h)
    assert [len(g.players[q].reserve) for q in (p, 1 - p)] == [reserves[0] + 1, reserves[1]]


def test_part_61_may_return_a_card_other_than_me_from_your_reserve():
    g, p = started()
    _empty_reserves(g)
    kept = give(g, p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(61)))
    assert g.pending.kind == "may"
    act(g, "yes")
    assert g.cards[kept].zone is Zone.HAND


# --- Statuses, targets ----------------------------------------------------------------------

def test_part_148_all_characters_in_target_expedition_gain_asleep():
    g, p = started()
    there = [give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO) for _ in range(2)]
    elsewhere = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    play(g, in_hand(g, p, joining(148)))
    act(g, next(o for o in options(g) if o.startswith("expedition -> hero theirs")))
    assert all(g.cards[c].status & Status.ASLEEP for c in there)
    assert not g.cards[elsewhere].status & Status.ASLEEP


@pytest.mark.parametrize("output", [
    pytest.param(92, id="part_92_each_character_of_target_player_gains_fleeting"),
    pytest.param(217, id="part_217_each_character_of_target_player_gains_fleeting"),
])
def test_parts_each_character_of_target_player_gains_fleeting(output):
    g, p = started()
    theirs = [give(g, 1 - p, character(), Zone.EXPEDITION, s) for s in Side]
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(output)))
    act(g, "player theirs")
    assert all(g.cards[c].status & Status.FLEETING for c in theirs)
    assert not g.cards[mine].status & Status.FLEETING


def test_part_121_may_send_to_reserve_a_character_costing_at_most_my_characters():
    g, p = started()
    give(g, p, character(), Zone.EXPEDITION, Side.HERO)  # with me, I control 2 Characters
    fits = give(g, 1 - p, character(cost=2), Zone.EXPEDITION, Side.HERO)
    dear = give(g, 1 - p, character(cost=3), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(121)))
    act(g, "yes")
    assert not any(f"#{dear}" in o for o in options(g))
    pick_if_asked(g, fits)
    assert g.cards[fits].zone is Zone.RESERVE


# --- {J} abilities again ------------------------------------------------------------------

def test_part_113_may_activate_the_j_abilities_of_up_to_two_permanents():
    g, p = started()
    gears = [give(g, p, _landmark(DRAW_ON_JOINING), Zone.LANDMARKS) for _ in range(3)]
    hand = len(g.players[p].hand)
    play(g, in_hand(g, p, joining(113)))
    act(g, "yes")
    for cid in gears[:2]:
        pick_if_asked(g, cid)
    if g.pending.kind == "target" and "done" in options(g):
        act(g, "done")
    _settle(g)
    assert len(g.players[p].hand) == hand + 2


@pytest.mark.parametrize("output, make, counted", [
    pytest.param(128, lambda g, p: give(g, p, _landmark(DRAW_ON_JOINING), Zone.LANDMARKS), 2,
                 id="part_128_for_each_permanent_you_control_you_may_activate_its_j"),
    pytest.param(127, lambda g, p: give(g, p, character(DRAW_ON_JOINING), Zone.EXPEDITION,
                                        Side.HERO), 2,
                 id="part_127_for_each_other_character_you_control_you_may_activate_its_j"),
])
def test_parts_for_each_of_mine_i_may_activate_its_j(output, make, counted):
    g, p = started()
    for _ in range(counted):
        make(g, p)
    make(g, 1 - p)  # not mine: not offered
    hand = len(g.players[p].hand)
    play(g, in_hand(g, p, joining(output)))
    _settle(g)
    assert len(g.players[p].hand) == hand + counted


# --- Me: Reserve, Mana -----------------------------------------------------------------------

def test_part_44_put_me_in_reserve_after_i_am_sacrificed():
    g, p = started()
    when_sacrificed = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="sacrificed"),
                                  effect=list(default_catalogue().outputs[44].steps))
    me = give(g, p, character(when_sacrificed), Zone.EXPEDITION, Side.HERO)
    cast(g, ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="choose")))
    pick_if_asked(g, me)
    _settle(g)
    assert g.cards[me].zone is Zone.RESERVE


@pytest.mark.parametrize("output, answer, zone, drawn", [
    pytest.param(105, "yes", Zone.MANA, 0, id="part_105_you_may_put_me_in_mana"),
    pytest.param(228, "no", Zone.EXPEDITION, 0, id="part_228_you_may_put_me_in_mana"),
    pytest.param(122, "yes", Zone.MANA, 0, id="part_122_may_put_me_in_mana_if_not_draw"),
    pytest.param(229, "no", Zone.EXPEDITION, 1, id="part_229_may_put_me_in_mana_if_not_draw"),
])
def test_parts_you_may_put_me_in_mana(output, answer, zone, drawn):
    g, p = started()
    me = in_hand(g, p, joining(output))
    hand = len(g.players[p].hand)
    play(g, me)
    assert g.pending.kind == "may"
    act(g, answer)
    assert g.cards[me].zone is zone and len(g.players[p].hand) == hand - 1 + drawn
    if zone is Zone.MANA:
        assert g.cards[me].status & Status.EXHAUSTED


# --- The next card played ---------------------------------------------------------------------

def _then_play(output: int, card: CardDef, src: str = "hand") -> tuple:
    """My support line with this output used from Reserve (a quick action: the turn goes
    on), then `card` played in the same turn."""
    g, p = started()
    use_support(g, give(g, p, line_card((192, 191, output)), Zone.RESERVE))
    zone = Zone.HAND if src == "hand" else Zone.RESERVE
    cid = give(g, p, card, zone)
    hand = len(g.players[p].hand)
    play(g, cid, src=src)
    _settle(g)
    return g, p, cid, hand


@pytest.mark.parametrize("output, boosts", [
    pytest.param(234, 1, id="part_234_the_next_character_this_turn_gains_1_boost"),
    pytest.param(241, 2, id="part_241_the_next_character_this_turn_gains_2_boosts"),
])
def test_parts_the_next_character_gains_boosts(output, boosts):
    g, p, cid, _ = _then_play(output, character())
    assert g.cards[cid].boosts == boosts


def test_part_200_the_next_character_this_turn_loses_fleeting():
    g, p, cid, _ = _then_play(200, character(), src="reserve")
    assert g.cards[cid].zone is Zone.EXPEDITION and not g.cards[cid].status & Status.FLEETING


def test_part_199_the_next_spell_this_turn_loses_fleeting():
    # a Spell played from Reserve is Fleeting and would be discarded (CR 5.2.4.b)
    g, p, cid, _ = _then_play(199, spell(ab.Draw(kind="draw")), src="reserve")
    assert g.cards[cid].zone is Zone.RESERVE


def test_part_60_the_next_character_from_hand_activates_its_r_abilities():
    on_reserve = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="played_from_reserve"),
                             effect=[ab.Draw(kind="draw")])
    g, p, cid, hand = _then_play(60, character(on_reserve))
    assert len(g.players[p].hand) == hand - 1 + 1


@pytest.mark.parametrize("output", [
    pytest.param(193, id="part_193_after_you"),
    pytest.param(237, id="part_237_after_you"),
])
def test_parts_after_you(output):
    g, p = started()
    me = give(g, p, line_card((192, 191, output)), Zone.RESERVE)
    use_support(g, me)
    assert g.pending.player == 1 - p and not g.players[p].passed  # CR 7.3.2.b


# --- Passive outputs ----------------------------------------------------------------------

@pytest.mark.parametrize("output, check", [
    pytest.param(47, lambda g, me: tough(g, me) == 1, id="part_47_i_am_tough_1"),
    pytest.param(32, lambda g, me: has_keyword(g, me, "defender"), id="part_32_i_am_defender"),
    pytest.param(46, lambda g, me: has_keyword(g, me, "seasoned"), id="part_46_i_am_seasoned"),
    pytest.param(204, lambda g, me: has_keyword(g, me, "seasoned"), id="part_204_i_have_seasoned"),
    pytest.param(123, lambda g, me: is_gigantic(g, me), id="part_123_i_am_gigantic"),
    pytest.param(246, lambda g, me: is_gigantic(g, me), id="part_246_i_am_gigantic"),
])
def test_parts_my_keywords(output, check):
    g, p = started()
    plain = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    me = give(g, p, _passive(output), Zone.EXPEDITION, Side.HERO)
    assert check(g, me) and not check(g, plain)


@pytest.mark.parametrize("output, amount", [
    pytest.param(117, 2, id="part_117_other_characters_you_control_have_tough_2"),
    pytest.param(73, 1, id="part_73_each_other_character_you_control_is_tough_1"),
])
def test_parts_other_characters_you_control_are_tough(output, amount):
    g, p = started()
    me = give(g, p, _passive(output), Zone.EXPEDITION, Side.HERO)
    ally = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    assert (tough(g, ally), tough(g, me), tough(g, theirs)) == (amount, 0, 0)


def test_part_194_tokens_you_control_are_gigantic():
    g, p = started()
    give(g, p, _passive(194), Zone.EXPEDITION, Side.HERO)
    cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit", where="hero_expedition"))
    token = next(c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token)
    plain = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    assert is_gigantic(g, token) and not is_gigantic(g, plain)


def test_part_50_i_have_tough_x_the_regions_between_your_expeditions():
    g, p = started()
    me = give(g, p, _passive(50), Zone.EXPEDITION, Side.HERO)
    g.players[p].positions[Side.HERO] = 2
    g.players[p].positions[Side.COMPANION] = 5
    assert tough(g, me) == 2  # regions 3 and 4


@pytest.mark.parametrize("output", [
    pytest.param(45, id="part_45_reactions_of_characters_facing_me_cant_activate"),
    pytest.param(226, id="part_226_reactions_of_characters_facing_me_cant_activate"),
])
def test_parts_characters_facing_me_cant_activate(output):
    g, p = started()
    give(g, p, _passive(output), Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    o = g.pending.player
    facing = give(g, o, character(DRAW_ON_JOINING))
    elsewhere = give(g, o, character(DRAW_ON_JOINING))
    hand = len(g.players[o].hand)
    play(g, facing, side="hero")
    _settle(g)
    assert len(g.players[o].hand) == hand - 1  # its {J} did not activate
    play(g, elsewhere, side="companion")
    _settle(g)
    assert len(g.players[o].hand) == hand - 2 + 1


@pytest.mark.parametrize("output, cheap", [
    pytest.param(112, spell(ab.Draw(kind="draw")),
                 id="part_112_cards_opponents_play_cost_at_least_2"),
    pytest.param(214, character(), id="part_214_characters_opponents_play_cost_at_least_2"),
])
def test_parts_cards_opponents_play_cant_cost_less_than_2(output, cheap):
    g, p = started()
    give(g, p, _passive(output), Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    o = g.pending.player
    set_mana(g, o, 5)
    play(g, give(g, o, cheap), side="hero")
    assert len(ready_orbs(g, o)) == 3


def test_part_214_a_spell_of_an_opponent_is_not_raised():
    g, p = started()
    give(g, p, _passive(214), Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    o = g.pending.player
    set_mana(g, o, 5)
    cid = give(g, o, spell(ab.Draw(kind="draw")))
    act(g, f"play {g.cdef(cid).name}#{cid}@hand")
    assert len(ready_orbs(g, o)) == 5  # a Spell is no Character: it still costs 0


def test_part_197_all_regions_are_water():
    g, p = started()
    give(g, p, _passive(197), Zone.EXPEDITION, Side.HERO)
    assert all(terrains_at(g, r) == [Terrain.WATER] for r in range(len(g.regions)))


def test_part_131_my_other_expedition_and_the_one_facing_it_cant_move_forward():
    g, p = started()
    give(g, p, _passive(131, stats=(9, 9, 9)), Zone.EXPEDITION, Side.COMPANION)
    give(g, p, character(stats=(9, 9, 9)), Zone.EXPEDITION, Side.HERO)
    start = dict(g.players[p].positions)
    finish_day(g)
    assert g.players[p].positions[Side.HERO] == start[Side.HERO]  # my other Expedition
    assert g.players[p].positions[Side.COMPANION] != start[Side.COMPANION]


def test_part_49_you_may_add_1_to_a_die_you_roll():
    from tests.cards.builders import fix_dice
    for take, boosts in (("yes", 4), ("no", 3)):
        g, p = started()
        give(g, p, _passive(49), Zone.EXPEDITION, Side.HERO)
        ally = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
        fix_dice(g, 3)
        cast(g, ab.RollDie(kind="roll_die", outcomes=[ab.Outcome(low=1, high=6, steps=[
            ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=ab.Filter(
                controller="you")), amount=ab.Quantity(remembered="die"))])]))
        act(g, f"bonus {take}")
        pick_if_asked(g, ally)
        assert g.cards[ally].boosts == boosts, take


def test_part_48_roll_one_die_more_and_ignore_one_of_your_choice():
    from tests.cards.builders import fix_dice
    g, p = started()
    give(g, p, _passive(48), Zone.EXPEDITION, Side.HERO)
    ally = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    fix_dice(g, 2, 5)
    cast(g, ab.RollDie(kind="roll_die", outcomes=[ab.Outcome(low=1, high=6, steps=[
        ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=ab.Filter(
            controller="you")), amount=ab.Quantity(remembered="die"))])]))
    assert g.pending.kind == "die"
    act(g, "keep_die 5")
    pick_if_asked(g, ally)
    assert g.cards[ally].boosts == 5


def test_part_86_i_gain_1_boost_per_card_in_your_landmarks():
    g, p = started()
    for _ in range(2):
        give(g, p, _landmark(), Zone.LANDMARKS)
    give(g, 1 - p, _landmark(), Zone.LANDMARKS)
    me = in_hand(g, p, joining(86))
    play(g, me)
    assert g.cards[me].boosts == len(g.players[p].landmarks) == 2


def test_part_116_another_target_character_gains_fleeting_anchored_or_asleep():
    for mode, status in ((1, Status.FLEETING), (2, Status.ANCHORED), (3, Status.ASLEEP)):
        g, p = started()
        theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
        me = in_hand(g, p, joining(116))
        play(g, me)
        assert not any(f"#{me}" in o for o in options(g) if o.startswith("target"))
        pick_if_asked(g, theirs)
        act(g, next(o for o in options(g) if o.startswith(f"mode {mode}")))
        assert g.cards[theirs].status & status, mode


def test_part_38_after_i_go_to_reserve_you_may_play_me_for_free_and_i_gain_asleep():
    for answer, zone in (("yes", Zone.EXPEDITION), ("no", Zone.RESERVE)):
        g, p = started()
        me = give(g, p, line_card((11, 191, 38)), Zone.EXPEDITION, Side.HERO)
        orbs = len(ready_orbs(g, p))
        cast(g, ab.SendTo(kind="send_to", zone="reserve", objects=ab.Select(ref="target")))
        pick_if_asked(g, me)
        while g.pending.kind == "reaction":
            act(g, options(g)[0])
        assert g.pending.kind == "may"
        act(g, answer)
        if g.pending.kind == "expedition":
            act(g, options(g)[0])
        assert g.cards[me].zone is zone, answer
        if answer == "yes":
            assert g.cards[me].status & Status.ASLEEP and len(ready_orbs(g, p)) == orbs


def test_part_159_four_ordis_recruits_split_among_any_expeditions():
    g, p = started()
    play(g, in_hand(g, p, joining(159)))
    while g.pending.player == p and g.pending.kind != "turn":
        act(g, options(g)[0])
    recruits = [c for q in g.players for s in Side for c in q.expeditions[s]
                if g.cards[c].token and g.cdef(c).name == "Ordis Recruit"]
    assert len(recruits) == 4


@pytest.mark.parametrize("output, less", [
    pytest.param(71, 1, id="part_71_reduce_my_cost_by_1"),
    pytest.param(114, 2, id="part_114_reduce_my_cost_by_2"),
])
def test_parts_reduce_my_cost(output, less):
    from altered_tui.engine.playing import play_cost
    g, p = started()
    me = give(g, p, _passive(output, cost=4))
    assert play_cost(g, me, Zone.HAND) == 4 - less
    assert play_cost(g, me, Zone.RESERVE) == 4 - less


def test_part_84_your_other_characters_have_r_i_gain_1_boost():
    g, p = started()
    give(g, p, _passive(84), Zone.EXPEDITION, Side.HERO)
    ally = give(g, p, character(), Zone.RESERVE)
    play(g, ally, src="reserve")
    _settle(g)
    assert g.cards[ally].boosts == 1
    if g.pending.player != p:
        act(g, "pass")
    from_hand = give(g, p, character())
    play(g, from_hand)
    _settle(g)
    assert g.cards[from_hand].boosts == 0  # {R}: from Reserve only


@pytest.mark.parametrize("output, needed", [
    pytest.param(31, 7, id="part_31_i_cant_be_played_with_fewer_than_seven_orbs"),
    pytest.param(35, 6, id="part_35_i_cant_be_played_with_fewer_than_six_orbs"),
])
def test_parts_i_cant_be_played_with_too_few_mana_orbs(output, needed):
    for orbs, playable in ((needed - 1, False), (needed, True)):
        g, p = started()
        set_mana(g, p, orbs)
        me = give(g, p, _passive(output))
        assert any(f"#{me}@" in o for o in options(g)) is playable, orbs


def test_part_72_a_resupply_becomes_look_at_two_one_in_reserve_one_discarded():
    g, p = started()
    give(g, p, _passive(72), Zone.EXPEDITION, Side.HERO)
    top_two = g.players[p].deck[:2]
    play(g, give(g, p, spell(ab.Resupply(kind="resupply"))))
    assert g.revealed == []  # looked at, not revealed
    act(g, next(o for o in options(g) if f"#{top_two[1]}" in o))
    assert top_two[1] in g.players[p].reserve and top_two[0] in g.players[p].discard
