"""In Contact (README ruling): an Expedition is In Contact when another player's Expedition
counter is on its region (CR 3.2.1.b), every Expedition during tiebreakers (CR 3.2.1.c); an
object is In Contact when one of its Expeditions is (CR 7.5.7.b, 7.4.4.b). Conditions,
cost decreases and the passive that makes an Expedition "considered" In Contact."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.render import render_ability, render_passive
from altered_tui.engine.characteristics import expedition_in_contact, has_defender, in_contact
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import character, game_at_first_turn, give, options, play, reaction, set_mana, spell
from tests.cards.builders import paid_to_play, spell_cost_paid

H, C = Side.HERO, Side.COMPANION


def _apart(g, p: int) -> None:
    """Four Expeditions on four regions: none In Contact."""
    g.players[p].positions[H], g.players[p].positions[C] = 1, 6
    g.players[1 - p].positions[H], g.players[1 - p].positions[C] = 2, 5


def _contact_grower(in_contact_wanted: bool = True):
    """{J} If I'm (not) In Contact, I gain 1 boost."""
    return character(reaction("joins", ab.If(
        kind="if", condition=ab.StepCondition(i_am_in_contact=in_contact_wanted),
        steps=[ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=1)])))


def test_step_condition_i_am_in_contact_3_2_1_b_another_players_expedition_in_my_region():
    g = game_at_first_turn()
    p = g.pending.player
    _apart(g, p)
    g.players[1 - p].positions[C] = 1  # their companion Expedition meets my hero Expedition
    grower = give(g, p, _contact_grower())
    play(g, grower, side="hero")
    assert g.cards[grower].boosts == 1
    assert expedition_in_contact(g, 1 - p, C) and not expedition_in_contact(g, 1 - p, H)
    assert render_ability(g.cdef(grower).abilities[0]) == "{J} If I'm In Contact, I gain 1 boost."


def test_step_condition_i_am_in_contact_3_2_1_b_out_of_contact_nothing_happens():
    g = game_at_first_turn()
    p = g.pending.player
    _apart(g, p)
    grower = give(g, p, _contact_grower())
    play(g, grower, side="hero")
    assert g.cards[grower].boosts == 0


def test_step_condition_i_am_in_contact_my_own_other_expedition_does_not_count():
    g = game_at_first_turn()
    p = g.pending.player
    _apart(g, p)
    g.players[p].positions[C] = 1  # my two Expeditions on one region: another player's is needed
    grower = give(g, p, _contact_grower())
    play(g, grower, side="hero")
    assert g.cards[grower].boosts == 0 and not expedition_in_contact(g, p, H)


def test_step_condition_i_am_in_contact_3_2_1_c_every_expedition_in_the_arena():
    g = game_at_first_turn()
    p = g.pending.player
    _apart(g, p)
    g.tiebreak = True  # the Arena is the one region
    grower = give(g, p, _contact_grower())
    play(g, grower, side="companion")
    assert g.cards[grower].boosts == 1


def test_step_condition_i_am_in_contact_false_if_im_not_in_contact():
    g = game_at_first_turn()
    p = g.pending.player
    _apart(g, p)
    loner = give(g, p, _contact_grower(False))
    play(g, loner, side="hero")
    assert g.cards[loner].boosts == 1
    g2 = game_at_first_turn()  # at the start both hero Expeditions share the Hero region
    p2 = g2.pending.player
    met = give(g2, p2, _contact_grower(False))
    play(g2, met, side="hero")
    assert g2.cards[met].boosts == 0
    assert render_ability(g.cdef(loner).abilities[0]) == "{J} If I'm not In Contact, I gain 1 boost."


def test_step_condition_i_am_in_contact_7_4_4_b_a_gigantic_character_in_either_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    _apart(g, p)
    g.players[1 - p].positions[H] = 6  # meets my companion Expedition only
    giant = give(g, p, character(keywords=ab.Keywords(gigantic=True)), Zone.EXPEDITION, H)
    plain = give(g, p, character(), Zone.EXPEDITION, H)
    assert in_contact(g, giant) and not in_contact(g, plain)


def test_step_condition_expeditions_in_contact_at_least_one_or_each_of_yours():
    def drawn(at_least: int, meet_both: bool) -> int:
        g = game_at_first_turn()
        p = g.pending.player
        _apart(g, p)
        g.players[1 - p].positions[H] = 1  # meets my hero Expedition
        if meet_both:
            g.players[1 - p].positions[C] = 6
        hand = len(g.players[p].hand)
        play(g, give(g, p, spell(ab.If(kind="if", condition=ab.StepCondition(
            expeditions_in_contact_at_least=at_least), steps=[ab.Draw(kind="draw")]))))
        return len(g.players[p].hand) - hand

    assert drawn(1, False) == 1 and drawn(2, False) == 0 and drawn(2, True) == 1
    one = ab.If(kind="if", condition=ab.StepCondition(expeditions_in_contact_at_least=1),
                steps=[ab.Draw(kind="draw")])
    each = one.model_copy(update={"condition": ab.StepCondition(expeditions_in_contact_at_least=2)})
    assert render_ability(ab.SpellEffect(kind="effect", steps=[one])) == \
        "If one or more of your Expeditions are In Contact, draw a card."
    assert render_ability(ab.SpellEffect(kind="effect", steps=[each])) == \
        "If each of your Expeditions is In Contact, draw a card."


def _headset() -> CardDef:
    return CardDef(id="TEST_HEADSET", name="Headset", type=CardType.PERMANENT,
                   zone_type=ZoneType.EXPEDITION, abilities=(ab.PassiveAbility(
                       kind="passive", effect=ab.ConsideredInContact(kind="considered_in_contact")),))


def test_passive_considered_in_contact_7_5_7_b_my_expedition_and_its_characters():
    g = game_at_first_turn()
    p = g.pending.player
    _apart(g, p)
    headset = give(g, p, _headset(), Zone.EXPEDITION, H)
    there = give(g, p, character(), Zone.EXPEDITION, H)
    elsewhere = give(g, p, character(), Zone.EXPEDITION, C)
    assert in_contact(g, there) and in_contact(g, headset) and not in_contact(g, elsewhere)
    assert expedition_in_contact(g, p, H) and not expedition_in_contact(g, 1 - p, H)
    grower = give(g, p, _contact_grower())
    play(g, grower, side="hero")
    assert g.cards[grower].boosts == 1
    assert render_passive(g.cdef(headset).abilities[0].effect) == \
        "My Expedition and its Characters are considered In Contact."
    assert render_passive(g.cdef(headset).abilities[0].effect, "fr") != \
        "My Expedition and its Characters are considered In Contact."


def test_passive_cost_change_5_1_2_c_less_in_an_expedition_that_is_in_contact():
    g = game_at_first_turn()
    p = g.pending.player
    _apart(g, p)
    g.players[1 - p].positions[C] = 6  # meets my companion Expedition only
    set_mana(g, p, 4)
    dj = give(g, p, character(ab.PassiveAbility(kind="passive", effect=ab.CostChange(
        kind="cost_change", change=-2, me=True, condition=ab.StepCondition(i_am_in_contact=True))),
        cost=6))
    mine = [o for o in options(g) if f"#{dj}@" in o]
    assert mine == [f"play {g.cdef(dj).name}#{dj}@hand -> companion"]
    assert paid_to_play(g, p, dj, side="companion") == 4
    assert render_ability(g.cdef(dj).abilities[0]) == \
        "I cost {2} less if I'm played in an Expedition that's In Contact."


def test_passive_costs_less_5_1_2_e_for_each_of_your_expeditions_in_contact():
    def paid(meetings: int, for_each: bool) -> int:
        g = game_at_first_turn()
        p = g.pending.player
        _apart(g, p)
        if meetings >= 1:
            g.players[1 - p].positions[H] = 1
        if meetings == 2:
            g.players[1 - p].positions[C] = 6
        set_mana(g, p, 9)
        kw = ({"for_each": "expedition_in_contact"} if for_each else
              {"condition": ab.StepCondition(expeditions_in_contact_at_least=1)})
        plain = spell(ab.Draw(kind="draw"), cost=4)
        pink = give(g, p, plain.model_copy(update={"abilities": (ab.PassiveAbility(
            kind="passive", effect=ab.CostChange(kind="cost_change", change=-1, me=True, **kw)),
            *plain.abilities)}))
        return spell_cost_paid(g, p, pink)

    assert [paid(n, True) for n in (0, 1, 2)] == [4, 3, 2]
    assert [paid(n, False) for n in (0, 1, 2)] == [4, 3, 3]
    per = ab.CostChange(kind="cost_change", change=-1, me=True, for_each="expedition_in_contact")
    assert render_passive(per) == "I cost {1} less for each of your Expeditions that's In Contact."
    assert render_passive(ab.CostChange(kind="cost_change", change=-1, me=True, condition=ab.StepCondition(
        expeditions_in_contact_at_least=1))) == \
        "I cost {1} less if one or more of your Expeditions are In Contact."


def test_passive_grant_keywords_2_3_defender_while_i_am_in_contact():
    g = game_at_first_turn()
    p = g.pending.player
    _apart(g, p)
    guard = give(g, p, character(ab.PassiveAbility(kind="passive", effect=ab.GrantKeywords(
        kind="grant_keywords", keywords=ab.Keywords(defender=True),
        condition=ab.StepCondition(i_am_in_contact=True)))), Zone.EXPEDITION, H)
    assert not has_defender(g, guard)
    g.players[1 - p].positions[C] = 1
    assert has_defender(g, guard)


def test_passive_stats_equal_highest_2_3_mine_only_while_i_am_in_contact():
    from altered_tui.engine.objects import stats

    g = game_at_first_turn()
    p = g.pending.player
    _apart(g, p)
    me = give(g, p, character(ab.PassiveAbility(kind="passive", effect=ab.StatsEqualHighest(
        kind="stats_equal_highest", to="me", while_in_contact=True)), stats=(0, 3, 1)),
        Zone.EXPEDITION, H)
    beside = give(g, p, character(stats=(0, 2, 0)), Zone.EXPEDITION, H)
    assert stats(g, me) == (0, 3, 1)
    g.players[1 - p].positions[C] = 1
    assert stats(g, me) == (3, 3, 3) and stats(g, beside) == (0, 2, 0)  # mine only
    assert render_passive(g.cdef(me).abilities[0].effect) == \
        "If I'm In Contact, my Forest, Mountain and Water are equal to my highest statistic."
