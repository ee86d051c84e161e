"""Continuous effects of passive abilities (CR 2.3): conditional keyword grants, Tough X,
triggers that can't activate, Expeditions that can't move forward, final-cost restrictions,
play restrictions, and the "when you create a token" trigger."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.characteristics import has_defender, is_gigantic, tough
from altered_tui.engine.playing import play_cost
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import move
from altered_tui.engine.objects import expedition_members

from tests.log_text import line
from tests.abilities.support import (act, character, game_at_first_turn, give, options, play, reaction,
                                     set_mana, spell)

ME = ab.Select(ref="me")
BOOST_ME = ab.Boost(kind="boost", objects=ME, amount=1)


def _passive(effect) -> ab.PassiveAbility:
    return ab.PassiveAbility(kind="passive", effect=effect)


def _finish_day(g) -> None:
    day = g.day
    while g.day == day and not g.over:
        opts = options(g)
        act(g, "pass" if "pass" in opts else ("expand none" if "expand none" in opts else opts[0]))


# --- you_create_token -------------------------------------------------------------------

def test_trigger_you_create_token_7_3_4_it_is_the_new_token():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(reaction("you_create_token", ab.Boost(kind="boost", objects=ab.Select(ref="it")))),
         Zone.LANDMARKS)
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token="Ordis Recruit",
                                            where="hero_expedition"))))
    token = next(c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token)
    assert g.cards[token].boosts == 1


def test_trigger_you_create_token_ignores_the_opponents_tokens():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, 1 - p, character(reaction("you_create_token", BOOST_ME)), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token="Ordis Recruit",
                                            where="hero_expedition"))))
    assert g.cards[watcher].boosts == 0


# --- grant_keywords: to me, condition, unless ---------------------------------------------

def _defender_unless_two_other(subtype: str) -> ab.PassiveAbility:
    return _passive(ab.GrantKeywords(
        kind="grant_keywords", keywords=ab.Keywords(defender=True),
        unless=ab.StepCondition(controls=ab.Filter(subtype=subtype, other=True), at_least=2)))


def test_passive_grant_keywords_unless_2_3_i_am_defender_until_two_others_are_there():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(_defender_unless_two_other("Plant"), subtypes=("Plant",)),
              Zone.EXPEDITION, Side.HERO)
    assert has_defender(g, me)
    give(g, p, character(subtypes=("Plant",)), Zone.EXPEDITION, Side.COMPANION)
    assert has_defender(g, me)  # only one other Plant
    give(g, 1 - p, character(subtypes=("Plant",)), Zone.EXPEDITION, Side.HERO)
    assert has_defender(g, me)  # an opponent's Plant is not one you control
    give(g, p, character(subtypes=("Plant",)), Zone.EXPEDITION, Side.HERO)
    assert not has_defender(g, me)


def test_passive_grant_keywords_to_me_does_not_reach_other_objects():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_defender_unless_two_other("Plant")), Zone.EXPEDITION, Side.HERO)
    other = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    assert not has_defender(g, other)


def test_passive_grant_keywords_7_4_2_b_conditional_defender_stops_dusk_progress():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_defender_unless_two_other("Plant"), stats=(9, 9, 9)), Zone.EXPEDITION, Side.HERO)
    _finish_day(g)
    assert g.players[p].positions[Side.HERO] == 0


def test_passive_grant_keywords_condition_fewer_mana_orbs_than_and_filter_boosted():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_passive(ab.GrantKeywords(
        kind="grant_keywords", to=ab.Filter(token=True, boosted=True), keywords=ab.Keywords(defender=True),
        condition=ab.StepCondition(fewer_mana_orbs_than=8)))), Zone.LANDMARKS)
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token="Ordis Recruit",
                                            where="each_of_your_expeditions"))))
    plain, boosted = (next(c for c in g.players[p].expeditions[s] if g.cards[c].token) for s in Side)
    g.cards[boosted].counters["boost"] = 1
    set_mana(g, p, 7)
    assert has_defender(g, boosted) and not has_defender(g, plain)
    set_mana(g, p, 8)
    assert not has_defender(g, boosted)


def test_filter_boosted_in_a_keyword_grant():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_passive(ab.GrantKeywords(
        kind="grant_keywords", to=ab.Filter(boosted=False), keywords=ab.Keywords(tough=1)))), Zone.LANDMARKS)
    a = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    assert tough(g, a) == 1
    g.cards[a].counters["boost"] = 1
    assert tough(g, a) == 0


def test_passive_grant_keywords_7_4_4_b_gigantic_token_is_in_both_expeditions():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_passive(ab.GrantKeywords(
        kind="grant_keywords", to=ab.Filter(token=True), keywords=ab.Keywords(gigantic=True)))), Zone.LANDMARKS)
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token="Ordis Recruit",
                                            where="hero_expedition"))))
    token = next(c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token)
    assert is_gigantic(g, token)
    assert token in expedition_members(g, p, Side.COMPANION)


# --- tough_x --------------------------------------------------------------------------------

def test_passive_tough_x_7_4_7_regions_between_expeditions():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(_passive(ab.ToughX(kind="tough_x", x="regions_between_expeditions"))),
              Zone.EXPEDITION, Side.HERO)
    assert tough(g, me) == 6  # regions 1..6 lie between 0 and 7
    g.players[p].positions[Side.HERO] = 3
    g.players[p].positions[Side.COMPANION] = 4
    assert tough(g, me) == 0  # adjacent
    g.players[p].positions[Side.COMPANION] = 3
    assert tough(g, me) == 0  # same region: nothing between


def test_passive_tough_x_7_4_7_c_the_opponent_pays_x_to_target_it():
    g = game_at_first_turn()
    p = g.pending.player
    guarded = give(g, 1 - p, character(_passive(ab.ToughX(
        kind="tough_x", x="objects_you_control", filter=ab.Filter(subtype="Plant"))), subtypes=("Plant",)),
        Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(subtypes=("Plant",)), Zone.EXPEDITION, Side.COMPANION)
    give(g, p, character(subtypes=("Plant",)), Zone.EXPEDITION, Side.COMPANION)  # not theirs
    assert tough(g, guarded) == 2
    play(g, give(g, p, spell(ab.SendTo(kind="send_to", objects=ab.Select(ref="target"), zone="hand"))))
    assert any(f"#{guarded}" in o and "tough 2" in o for o in options(g))


# --- triggers_cant_activate ---------------------------------------------------------------

def _council():
    return character(_passive(ab.TriggersCantActivate(
        kind="triggers_cant_activate", triggers=["joins", "played_from_hand", "played_from_reserve"])))


def test_passive_triggers_cant_activate_7_3_1_e_facing_character_joins_without_its_reaction():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, _council(), Zone.EXPEDITION, Side.HERO)
    facing = give(g, p, character(reaction("joins", BOOST_ME), reaction("played_from_hand", BOOST_ME)))
    play(g, facing, "hero")
    assert g.cards[facing].boosts == 0
    assert any(e.rule == "7.3.1.e" for e in g.log)


def test_passive_triggers_cant_activate_1_2_3_c_the_other_expedition_is_not_facing():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, _council(), Zone.EXPEDITION, Side.HERO)
    other = give(g, p, character(reaction("joins", BOOST_ME)))
    play(g, other, "companion")
    assert g.cards[other].boosts == 1


def test_passive_triggers_cant_activate_spares_its_controllers_characters():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, _council(), Zone.EXPEDITION, Side.HERO)
    mine = give(g, p, character(reaction("joins", BOOST_ME)))
    play(g, mine, "hero")
    assert g.cards[mine].boosts == 1


def test_passive_triggers_cant_activate_7_4_4_g_a_gigantic_source_faces_both_expeditions():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, _council().model_copy(update={"keywords": ab.Keywords(gigantic=True)}),
         Zone.EXPEDITION, Side.HERO)
    other = give(g, p, character(reaction("joins", BOOST_ME)))
    play(g, other, "companion")
    assert g.cards[other].boosts == 0


def test_passive_triggers_cant_activate_7_3_1_e_nor_through_another_effect():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, _council(), Zone.EXPEDITION, Side.HERO)
    facing = give(g, p, character(reaction("joins", BOOST_ME)), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(ab.ActivateJoins(kind="activate_joins", objects=ab.Select(ref="target")))))
    if g.pending.kind == "target":
        act(g, next(o for o in options(g) if f"#{facing}" in o))
    assert g.cards[facing].boosts == 0


def test_passive_triggers_cant_activate_leaves_other_triggers_alone():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, _council(), Zone.EXPEDITION, Side.HERO)
    facing = give(g, p, character(reaction("you_pass", BOOST_ME)), Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    assert g.cards[facing].boosts == 1


def test_passive_triggers_cant_activate_7_4_5_c_scouts_granted_hand_reaction_too():
    """The Scout's '{H} Send me to Reserve' is a {H} Reaction (CR 7.4.5.c remark): facing the
    source, it can't activate (CR 7.3.1.e), so the card stays in its Expedition."""
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, _council(), Zone.EXPEDITION, Side.HERO)
    scout = character(cost=5, keywords=ab.Keywords(scout=1))
    cid = give(g, p, scout)
    act(g, f"play {scout.name}#{cid}@hand -> hero scout")
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert cid in g.players[p].expeditions[Side.HERO]


# --- expeditions_cant_move_forward ----------------------------------------------------------

def _issitoq(**fields):
    return character(_passive(ab.ExpeditionsCantMoveForward(kind="expeditions_cant_move_forward")), **fields)


def test_passive_expeditions_cant_move_forward_4_2_4_other_and_facing_stay_at_dusk():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, _issitoq(stats=(9, 9, 9)), Zone.EXPEDITION, Side.COMPANION)
    give(g, p, character(stats=(9, 9, 9)), Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(stats=(0, 0, 0)), Zone.EXPEDITION, Side.COMPANION)
    _finish_day(g)
    assert g.players[p].positions[Side.HERO] == 0  # my other Expedition
    assert g.players[p].positions[Side.COMPANION] == 6  # Issitoq's own Expedition moves


def test_passive_expeditions_cant_move_forward_blocks_the_facing_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, _issitoq(stats=(0, 0, 0)), Zone.EXPEDITION, Side.COMPANION)
    give(g, 1 - p, character(stats=(9, 9, 9)), Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(stats=(9, 9, 9)), Zone.EXPEDITION, Side.COMPANION)
    _finish_day(g)
    assert g.players[1 - p].positions[Side.HERO] == 0
    assert g.players[1 - p].positions[Side.COMPANION] == 6


def test_passive_expeditions_cant_move_forward_7_3_17_nor_by_an_effect():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, _issitoq(), Zone.EXPEDITION, Side.COMPANION)
    play(g, give(g, p, spell(ab.MoveExpedition(kind="move_expedition", direction="forward"))))
    act(g, "expedition -> hero yours")
    assert g.players[p].positions[Side.HERO] == 0
    assert any(e.kind == "no_move" and "keeps it from moving forward" in line(g, e) for e in g.log)


def test_passive_expeditions_cant_move_forward_7_4_4_k_gigantic_has_no_other_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, _issitoq(keywords=ab.Keywords(gigantic=True)), Zone.EXPEDITION, Side.COMPANION)
    play(g, give(g, p, spell(ab.MoveExpedition(kind="move_expedition", direction="forward"))))
    act(g, "expedition -> hero yours")
    assert g.players[p].positions[Side.HERO] == 1


# --- min_play_cost ------------------------------------------------------------------------------

def _robin(kind: str = "character"):
    return character(_passive(ab.MinPlayCost(kind="min_play_cost", filter=ab.Filter(type=kind), minimum=2)))


def test_passive_min_play_cost_5_1_2_e_opponents_cheap_characters_cost_2():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, _robin(), Zone.EXPEDITION, Side.HERO)
    cheap = give(g, p, character(cost=0))
    cheap_spell = give(g, p, spell(ab.Draw(kind="draw"), cost=1))
    assert play_cost(g, cheap, Zone.HAND) == 2
    assert play_cost(g, cheap_spell, Zone.HAND) == 1  # only Characters
    before = len([o for o in g.players[p].mana if not g.cards[o].status])
    play(g, cheap)
    after = len([o for o in g.players[p].mana if not g.cards[o].status])
    assert before - after == 2


def test_passive_min_play_cost_applies_after_decreases_and_not_to_its_controller():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, _robin("card"), Zone.EXPEDITION, Side.HERO)
    dear = give(g, p, character(cost=3))
    g.ongoing.append({"controller": p, "step": ab.NextPlay(kind="next_play", cost_change=-2)})
    assert play_cost(g, dear, Zone.HAND) == 2  # 3 - 2 = 1, then raised to 2
    theirs = give(g, 1 - p, character(cost=0), Zone.HAND)
    assert play_cost(g, theirs, Zone.HAND) == 0


def test_passive_min_play_cost_7_3_20_a_free_play_skips_the_cost():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, _robin(), Zone.EXPEDITION, Side.HERO)
    cheap = give(g, p, character(cost=3))
    g.ongoing.append({"controller": p, "step": ab.NextPlay(kind="next_play", free=True)})
    assert play_cost(g, cheap, Zone.HAND) == 0


# --- cant_be_played ------------------------------------------------------------------------

def test_passive_cant_be_played_while_you_have_fewer_mana_orbs_than_n():
    g = game_at_first_turn()
    p = g.pending.player
    set_mana(g, p, 5)
    card = give(g, p, character(_passive(ab.CantBePlayed(
        kind="cant_be_played", condition=ab.StepCondition(fewer_mana_orbs_than=6)))))
    assert not any(f"#{card}@" in o for o in options(g))
    set_mana(g, p, 6)
    assert any(f"#{card}@" in o for o in options(g))
    play(g, card)
    assert card in g.players[p].expeditions[Side.HERO]


def _draws_if_fewer_than(orbs: int, n: int) -> int:
    g = game_at_first_turn()
    p = g.pending.player
    set_mana(g, p, orbs)
    hand = len(g.players[p].hand)
    play(g, give(g, p, spell(ab.If(kind="if", condition=ab.StepCondition(fewer_mana_orbs_than=n),
                                   steps=[ab.Draw(kind="draw")]))))
    return len(g.players[p].hand) - hand


def test_step_condition_fewer_mana_orbs_than_in_an_if_step():
    assert _draws_if_fewer_than(3, 3) == 0  # 3 is not fewer than 3
    assert _draws_if_fewer_than(3, 4) == 1


# --- the new log lines read in French ----------------------------------------------------------

def test_log_lines_of_blocked_reactions_and_moves_are_translated():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, _council(), Zone.EXPEDITION, Side.HERO)
    give(g, p, _issitoq(stats=(9, 9, 9)), Zone.EXPEDITION, Side.COMPANION)
    play(g, give(g, p, character(reaction("joins", BOOST_ME), stats=(9, 9, 9))), "hero")
    _finish_day(g)
    lines = [e for e in g.log if "can't activate" in line(g, e)
             or "keeps it from moving forward" in line(g, e)]
    assert {e.kind for e in lines} >= {"trigger", "progress"}
    for e in lines:
        french = line(g, e, "fr")
        assert "can't" not in french and "keeps it" not in french, french
    g2 = game_at_first_turn()
    q = g2.pending.player
    give(g2, q, _issitoq(), Zone.EXPEDITION, Side.COMPANION)
    play(g2, give(g2, q, spell(ab.MoveExpedition(kind="move_expedition", direction="forward"))))
    act(g2, "expedition -> hero yours")
    blocked = next(e for e in g2.log if e.kind == "no_move")
    assert line(g2, blocked, "fr").startswith("L'Expédition du héros")


# --- cost_change: my own cost --------------------------------------------------------------------------

def test_passive_costs_less_5_1_2_e_a_decrease_of_my_own_while_the_condition_holds():
    g = game_at_first_turn()
    p = g.pending.player
    card = give(g, p, character(_passive(ab.CostChange(kind="cost_change", change=-2, me=True, condition=ab.StepCondition(
        controls=ab.Filter(), at_least=2))), cost=3))
    assert play_cost(g, card, Zone.HAND) == 3
    give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    assert play_cost(g, card, Zone.HAND) == 1 and play_cost(g, card, Zone.RESERVE) == 1
    g.ongoing.append({"controller": p, "step": ab.NextPlay(kind="next_play", cost_change=-2)})
    assert play_cost(g, card, Zone.HAND) == 0  # decreases add up, never below 0


def test_passive_costs_less_5_1_2_e_for_each_exhausted_card_in_either_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    card = give(g, p, character(_passive(ab.CostChange(kind="cost_change", change=-1, me=True, for_each="exhausted_card_in_reserve")),
                                cost=4))
    for player in (p, 1 - p):
        for cid in list(g.players[player].reserve):
            move(g, cid, Zone.DISCARD)
    assert play_cost(g, card, Zone.HAND) == 4
    for player in (p, 1 - p, 1 - p):
        g.cards[give(g, player, character(), Zone.RESERVE)].status |= Status.EXHAUSTED
    give(g, p, character(), Zone.RESERVE)  # a ready one does not count
    assert play_cost(g, card, Zone.HAND) == 1
    set_mana(g, p, 1)
    assert any(f"#{card}@hand" in o for o in options(g))  # offered at the lower cost
    play(g, card)
    assert card in g.players[p].expeditions[Side.HERO]
    assert not [o for o in g.players[p].mana if not g.cards[o].status]


def test_passive_tough_x_7_4_7_exhausted_cards_in_both_reserves():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(_passive(ab.ToughX(kind="tough_x", x="exhausted_cards_in_reserve"))),
              Zone.EXPEDITION, Side.HERO)
    base = sum(1 for pl in g.players for c in pl.reserve if g.cards[c].has(Status.EXHAUSTED))
    assert tough(g, me) == base
    g.cards[give(g, p, character(), Zone.RESERVE)].status |= Status.EXHAUSTED
    g.cards[give(g, 1 - p, character(), Zone.RESERVE)].status |= Status.EXHAUSTED
    give(g, 1 - p, character(), Zone.RESERVE)
    assert tough(g, me) == base + 2


# --- stay_exhausted_in_reserve -------------------------------------------------------------

def test_passive_stay_exhausted_in_reserve_4_2_1_c_prepare_leaves_them_exhausted():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_passive(ab.StayExhaustedInReserve(kind="stay_exhausted_in_reserve",
                                                            filter=ab.Filter(type="character"))),
                         ), Zone.LANDMARKS)
    frozen = [give(g, p, character(), Zone.RESERVE), give(g, 1 - p, character(), Zone.RESERVE)]
    spell_card = give(g, 1 - p, spell(ab.Draw(kind="draw")), Zone.RESERVE)
    for cid in (*frozen, spell_card):
        g.cards[cid].status |= Status.EXHAUSTED
    orb = g.players[p].mana[0]
    g.cards[orb].status |= Status.EXHAUSTED
    _finish_day(g)
    assert all(g.cards[c].has(Status.EXHAUSTED) and g.cards[c].zone is Zone.RESERVE for c in frozen)
    assert not g.cards[spell_card].has(Status.EXHAUSTED)  # not a Character: readied as usual
    assert not g.cards[orb].has(Status.EXHAUSTED)


# --- facing_moves_only_by, dusk_moves_twice, stats_equal_highest ----------------------------

def _dusk_with(me_ability, mine=(0, 0, 0), theirs=(5, 5, 0), terrains=("forest", "water")):
    """The player's Character with `me_ability` faces the opponent's Character in the Hero
    region of these terrains; both play on to the next Day. How far each Hero Expedition went."""
    from altered_tui.engine.state import Region
    from altered_tui.engine.types import Terrain
    g = game_at_first_turn()
    p = g.pending.player
    g.regions[0] = Region("hero", tuple(Terrain(t) for t in terrains), face_up=True)
    give(g, p, character(_passive(me_ability), stats=mine), Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(stats=theirs), Zone.EXPEDITION, Side.HERO)
    _finish_day(g)
    return g.players[p].positions[Side.HERO], g.players[1 - p].positions[Side.HERO]


WISP = ab.FacingMovesOnlyBy(kind="facing_moves_only_by", terrain="water")


def test_passive_facing_moves_only_by_4_2_4_b_the_facing_expedition_must_win_that_terrain():
    assert _dusk_with(WISP) == (0, 0)  # in Water, wins only Forest: held back
    assert _dusk_with(WISP, theirs=(5, 5, 9)) == (0, 1)  # wins Water too: moves
    assert _dusk_with(WISP, terrains=("forest", "mountain")) == (0, 1)  # not in Water: moves


def test_passive_facing_moves_only_by_7_3_17_effects_only_when_it_says_so():
    from altered_tui.engine.state import Region
    from altered_tui.engine.types import Terrain
    for effects, moved in ((False, 1), (True, 0)):
        g = game_at_first_turn()
        p = g.pending.player
        g.regions[0] = Region("hero", (Terrain.WATER,), face_up=True)
        lock = ab.FacingMovesOnlyBy(kind="facing_moves_only_by", terrain="water", effects=effects)
        give(g, 1 - p, character(_passive(lock)), Zone.EXPEDITION, Side.HERO)
        play(g, give(g, p, spell(ab.MoveExpedition(kind="move_expedition", direction="forward"))))
        act(g, "expedition -> hero yours")
        assert g.players[p].positions[Side.HERO] == moved


def test_passive_dusk_moves_twice_6_2_b_two_regions_instead_of_one():
    from altered_tui.cards.models import CardType, ZoneType
    g = game_at_first_turn()
    p = g.pending.player
    sleigh = character(_passive(ab.DuskMovesTwice(kind="dusk_moves_twice"))).model_copy(
        update={"type": CardType.PERMANENT, "zone_type": ZoneType.EXPEDITION})
    give(g, p, sleigh, Zone.EXPEDITION, Side.HERO)
    give(g, p, character(stats=(9, 9, 9)), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(stats=(9, 9, 9)), Zone.EXPEDITION, Side.COMPANION)
    _finish_day(g)
    assert g.players[p].positions[Side.HERO] == 2  # the Sleigh's Expedition
    assert g.players[p].positions[Side.COMPANION] == 6  # the other one moved once


def test_passive_stats_equal_highest_2_3_characters_in_my_expedition_only():
    from altered_tui.cards.models import CardType, ZoneType
    from altered_tui.engine.objects import stats
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(stats=(1, 4, 0)), Zone.EXPEDITION, Side.HERO)
    other_side = give(g, p, character(stats=(1, 4, 0)), Zone.EXPEDITION, Side.COMPANION)
    theirs = give(g, 1 - p, character(stats=(1, 4, 0)), Zone.EXPEDITION, Side.HERO)
    outfits = character(_passive(ab.StatsEqualHighest(kind="stats_equal_highest"))).model_copy(
        update={"type": CardType.PERMANENT, "zone_type": ZoneType.EXPEDITION})
    give(g, p, outfits, Zone.EXPEDITION, Side.HERO)
    g.cards[mine].counters["boost"] = 1
    assert stats(g, mine) == (5, 5, 5)  # the highest, boost included
    assert stats(g, other_side) == (1, 4, 0) and stats(g, theirs) == (1, 4, 0)


def test_passive_stats_equal_highest_2_3_other_characters_you_control_while_i_am_boosted():
    from altered_tui.engine.objects import stats
    g = game_at_first_turn()
    p = g.pending.player
    bassist = give(g, p, character(_passive(ab.StatsEqualHighest(
        kind="stats_equal_highest", to="other_characters_you_control", while_boosted=True)),
        stats=(0, 0, 3)), Zone.EXPEDITION, Side.HERO)
    same_side = give(g, p, character(stats=(1, 4, 0)), Zone.EXPEDITION, Side.HERO)
    other_side = give(g, p, character(stats=(2, 0, 1)), Zone.EXPEDITION, Side.COMPANION)
    theirs = give(g, 1 - p, character(stats=(1, 4, 0)), Zone.EXPEDITION, Side.HERO)
    assert stats(g, same_side) == (1, 4, 0)  # CR 2.4.4.a: not boosted, no change
    g.cards[bassist].counters["boost"] = 1
    assert stats(g, same_side) == (4, 4, 4) and stats(g, other_side) == (2, 2, 2)
    assert stats(g, bassist) == (1, 1, 4)  # not me
    assert stats(g, theirs) == (1, 4, 0)  # only Characters you control
