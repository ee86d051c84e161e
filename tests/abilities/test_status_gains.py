"""Gaining statuses: 'when I gain <status>' (CR 7.3.13), gaining one again (CR 2.4.1.g), a
replacing 'instead' (CR 6.2.b), each player choosing a Character of theirs to gain one, and
'choose one; if ..., you may choose both' (CR 6.5.g)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_passive, render_step, render_trigger
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options, play
from tests.cards.builders import back_to, choose, pick_if_asked, settle

ME_BOOST = ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=1)


def _when_i_gain(status: str) -> ab.Reaction:
    return ab.Reaction(kind="reaction", trigger=ab.Trigger(on="gains_status", status=status),
                       effect=[ME_BOOST])


def _passive(effect) -> ab.PassiveAbility:
    return ab.PassiveAbility(kind="passive", effect=effect)


def _gain(status: str, ref: str = "target") -> ab.GainStatus:
    return ab.GainStatus(kind="gain_status", objects=ab.Select(ref=ref), status=status)


def test_trigger_gains_status_7_3_13_only_for_that_status_and_only_when_gained():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(_when_i_gain("asleep")), Zone.EXPEDITION, Side.HERO)
    cast(g, _gain("anchored"))
    pick_if_asked(g, me)
    assert g.cards[me].has(Status.ANCHORED) and not g.emblems
    back_to(g, p)
    cast(g, _gain("asleep"))
    pick_if_asked(g, me)
    settle(g)
    assert g.cards[me].boosts == 1
    back_to(g, p)
    cast(g, _gain("asleep"))  # CR 2.4.1.f: it has Asleep already, so it gains nothing
    pick_if_asked(g, me)
    settle(g)
    assert g.cards[me].boosts == 1
    assert render_trigger(ab.Trigger(on="gains_status", status="asleep"), "fr") == \
        "Quand je gagne Endormi —"


def test_trigger_gains_status_2_4_6_c_entering_the_expedition_fleeting_from_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(_when_i_gain("fleeting")), Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    assert g.cards[me].has(Status.FLEETING) and g.cards[me].boosts == 1


def test_passive_regains_status_2_4_1_g_gaining_it_again_triggers_but_changes_nothing():
    g = game_at_first_turn()
    p = g.pending.player
    regain = ab.RegainsStatus(kind="regains_status", status="asleep")
    me = give(g, p, character(_when_i_gain("asleep"), _passive(regain)), Zone.EXPEDITION, Side.HERO)
    for boosts in (1, 2):
        cast(g, _gain("asleep"))
        pick_if_asked(g, me)
        settle(g)
        assert g.cards[me].has(Status.ASLEEP) and g.cards[me].boosts == boosts
        back_to(g, p)
    assert any(e.kind == "status" and e.rule == "2.4.1.g" for e in g.log)
    assert render_passive(regain) == "I can gain Asleep even if I was already Asleep."


def test_passive_status_instead_6_2_b_another_status_and_boosts_instead():
    g = game_at_first_turn()
    p = g.pending.player
    instead = ab.StatusInstead(kind="status_instead", status="asleep", gains="anchored", boosts=2)
    me = give(g, p, character(_when_i_gain("asleep"), _passive(instead)), Zone.EXPEDITION,
              Side.HERO)
    cast(g, _gain("asleep"))
    pick_if_asked(g, me)
    settle(g)
    c = g.cards[me]
    assert c.has(Status.ANCHORED) and not c.has(Status.ASLEEP) and c.boosts == 2
    assert not g.emblems  # it never gained Asleep
    assert render_passive(instead) == "If I would gain Asleep, I gain Anchored and 2 boosts instead."


def test_passive_status_instead_6_2_b_a_character_from_reserve_joins_unfleeting():
    g = game_at_first_turn()
    p = g.pending.player
    instead = ab.StatusInstead(kind="status_instead", status="fleeting", boosts=1)
    me = give(g, p, character(_passive(instead)), Zone.RESERVE)
    play(g, me, src="reserve")
    assert not g.cards[me].has(Status.FLEETING) and g.cards[me].boosts == 1


def test_step_gain_status_1_4_5_a_each_player_chooses_one_of_theirs_caster_first():
    g = game_at_first_turn()
    p = g.pending.player
    mine = [give(g, p, character(), Zone.EXPEDITION, Side.HERO) for _ in range(2)]
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)  # their only one: no choice
    step = ab.GainStatus(kind="gain_status", objects=ab.Select(ref="choose"), status="asleep",
                         chosen_by="each")
    cast(g, step)
    assert g.pending.player == p
    choose(g, mine[0])
    assert [c for c in (*mine, theirs) if g.cards[c].has(Status.ASLEEP)] == [mine[0], theirs]
    assert render_step(step) == "Each player chooses a Character they control. It gains Asleep"


def test_step_choose_one_6_5_g_both_modes_while_the_condition_holds():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.ChooseOne(kind="choose_one", modes=[[ab.Draw(kind="draw")], [ME_BOOST]],
                        both_if=ab.StepCondition(first_player=g.first_player == p))
    hand = len(g.players[p].hand)
    cast(g, step)
    assert len(options(g)) == 3
    act(g, options(g)[2])
    assert len(g.players[p].hand) == hand + 1
    back_to(g, p)
    cast(g, step.model_copy(update={"both_if": ab.StepCondition(first_player=g.first_player != p)}))
    assert len(options(g)) == 2
    assert render_step(step).startswith("Choose one. If you are")


def test_7_5_2_b_condition_expeditions_behind_or_tied_fails_once_one_is_ahead():
    g = game_at_first_turn()
    p = g.pending.player
    cond = ab.StepCondition(expeditions_behind_or_tied=True)
    draw = ab.If(kind="if", condition=cond, steps=[ab.Draw(kind="draw")])
    g.players[1 - p].positions[Side.HERO] = 2  # behind in one, tied in the other
    hand = len(g.players[p].hand)
    cast(g, draw)
    assert len(g.players[p].hand) == hand + 1
    back_to(g, p)
    g.players[p].positions[Side.COMPANION] = 6  # ahead in the Companion Expedition
    cast(g, draw)
    assert len(g.players[p].hand) == hand + 1
    assert render_step(draw) == "If each of your Expeditions is behind or tied, draw a card"
