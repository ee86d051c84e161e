"""Each effect step of the ability language, made to happen in a game (CR 7.3)."""

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import ActionError
from altered_tui.engine.api import apply_inplace, clone, legal_actions
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, reaction, spell
from tests.abilities.support import confirm_own_only_target

ME = ab.Select(ref="me")
TARGET = ab.Select(ref="target")


def _cast(g, *steps):
    p = g.pending.player
    cid = give(g, p, spell(*steps))
    play(g, cid)
    return p, cid


def test_step_draw_7_3_7_draws_from_the_top():
    g = game_at_first_turn()
    p = g.pending.player
    top = g.players[p].deck[0]
    _cast(g, ab.Draw(kind="draw", count=1))
    assert top in g.players[p].hand


def test_step_resupply_7_3_22_top_card_goes_to_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    top = g.players[p].deck[0]
    _cast(g, ab.Resupply(kind="resupply"))
    assert top in g.players[p].reserve and not g.cards[top].has(Status.EXHAUSTED)


def test_step_resupply_7_3_11_exhausted_resupply_exhausts_the_card():
    g = game_at_first_turn()
    p = g.pending.player
    top = g.players[p].deck[0]
    _cast(g, ab.Resupply(kind="resupply", exhausted=True))
    assert top in g.players[p].reserve and g.cards[top].has(Status.EXHAUSTED)


def test_step_resupply_6_1_h_each_player_may_answer_in_initiative_order_then_both_happen():
    g = game_at_first_turn()
    p = g.pending.player
    mine, theirs = g.players[p].deck[0], g.players[1 - p].deck[0]
    _cast(g, ab.Resupply(kind="resupply", who="each", may=True))
    assert g.pending.player == p and options(g) == ["yes", "no"]  # the turn player first
    act(g, "yes")
    assert g.pending.player == 1 - p and mine in g.players[p].deck  # not before both answered
    act(g, "no")
    assert mine in g.players[p].reserve and theirs in g.players[1 - p].deck


def test_step_resupply_6_5_i_may_twice_is_asked_again_after_the_first():
    g = game_at_first_turn()
    p = g.pending.player
    first, second = g.players[1 - p].deck[:2]
    _cast(g, ab.Resupply(kind="resupply", who="opponent", may=True, count=2, exhausted=True))
    assert g.pending.player == 1 - p
    act(g, "yes")
    assert first in g.players[1 - p].reserve and g.cards[first].has(Status.EXHAUSTED)
    assert g.pending.player == 1 - p and options(g) == ["yes", "no"]
    act(g, "no")
    assert second in g.players[1 - p].deck


def test_step_sabotage_7_3_24_discards_up_to_one_reserve_card():
    g = game_at_first_turn()
    p = g.pending.player
    victim = give(g, 1 - p, character(), Zone.RESERVE)
    _cast(g, ab.Sabotage(kind="sabotage"))
    assert "done" in options(g)  # "up to one": declinable
    act(g, f"target {g.cdef(victim).name}#{victim}")
    assert victim in g.players[1 - p].discard


def test_step_sabotage_may_discard_nothing():
    g = game_at_first_turn()
    p = g.pending.player
    victim = give(g, 1 - p, character(), Zone.RESERVE)
    _cast(g, ab.Sabotage(kind="sabotage"))
    act(g, "done")
    assert victim in g.players[1 - p].reserve


def test_step_boost_2_5_1_b_each_boost_adds_one_to_each_stat():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(reaction("joins", ab.Boost(kind="boost", objects=ME, amount=2)),
                               stats=(1, 2, 3)))
    play(g, cid)
    from altered_tui.engine.objects import stats
    assert stats(g, cid) == (3, 4, 5)


def test_step_gain_status_7_3_13_target_gains_asleep():
    g = game_at_first_turn()
    p = g.pending.player
    other = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    _cast(g, ab.GainStatus(kind="gain_status", objects=TARGET, status="asleep"))
    assert g.cards[other].has(Status.ASLEEP)


def test_step_lose_status_7_3_15_target_loses_fleeting():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[mine].status |= Status.FLEETING
    _cast(g, ab.LoseStatus(kind="lose_status",
                           objects=ab.Select(ref="target", filter=ab.Filter(controller="you")),
                           status="fleeting"))
    assert not g.cards[mine].has(Status.FLEETING)


def test_step_send_to_reserve_7_3_26_and_fleeting_goes_to_discard_instead():
    g = game_at_first_turn()
    p = g.pending.player
    a = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    b = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    g.cards[b].status |= Status.FLEETING
    _cast(g, ab.SendTo(kind="send_to", objects=ab.Select(ref="each", filter=ab.Filter(
        controller="opponent")), zone="reserve"))
    assert a in g.players[1 - p].reserve
    assert b in g.players[1 - p].discard  # CR 2.4.6.d


def test_step_send_to_hand_returns_target_to_its_owners_hand():
    g = game_at_first_turn()
    p = g.pending.player
    a = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    _cast(g, ab.SendTo(kind="send_to", objects=TARGET, zone="hand"))
    assert a in g.players[1 - p].hand


def test_step_sacrifice_7_3_25_only_objects_you_control():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    _cast(g, ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="choose")))
    assert mine in g.players[p].discard and theirs in g.players[1 - p].expeditions[Side.HERO]


def test_step_create_token_7_3_4_in_target_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    _cast(g, ab.CreateToken(kind="create_token", token="Brassbug"))
    act(g, "expedition -> companion yours")
    tokens = [c for c in g.players[p].expeditions[Side.COMPANION] if g.cards[c].token]
    assert [g.cdef(c).name for c in tokens] == ["Brassbug"]


def test_step_create_token_2_1_e_token_ceases_to_exist_at_rest():
    g = game_at_first_turn()
    p = g.pending.player
    _cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit",
                            where="each_of_your_expeditions"))
    tokens = [c for s in Side for c in g.players[p].expeditions[s]]
    assert len(tokens) == 2
    while g.phase.value != "night" or g.pending is None or g.pending.kind == "turn":
        if g.over:
            break
        act(g, "pass" if "pass" in options(g) else options(g)[-1])
        if g.day > 1:
            break
    assert all(g.cards[t].zone is Zone.GONE for t in tokens)
    assert not any(t in g.players[p].reserve for t in tokens)


def test_step_move_expedition_7_3_17_target_expedition_moves_forward_and_reveals():
    g = game_at_first_turn()
    p = g.pending.player
    _cast(g, ab.MoveExpedition(kind="move_expedition", direction="forward"))
    act(g, "expedition -> hero yours")
    assert g.players[p].positions[Side.HERO] == 1
    assert g.regions[1].face_up  # CR 7.3.17.b


def test_step_move_expedition_7_3_16_b_backward_at_origin_does_nothing():
    g = game_at_first_turn()
    p = g.pending.player
    _cast(g, ab.MoveExpedition(kind="move_expedition", direction="backward"))
    act(g, "expedition -> companion theirs")
    assert g.players[1 - p].positions[Side.COMPANION] == 7


def test_step_switch_expeditions_7_3_28_moves_to_the_other_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    a = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    _cast(g, ab.SwitchExpeditions(kind="switch_expeditions", objects=TARGET))
    confirm_own_only_target(g, a)
    assert a in g.players[p].expeditions[Side.COMPANION]


def test_step_put_from_hand_into_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    _cast(g, ab.PutFromHand(kind="put_from_hand", zone="reserve"))
    choice = options(g)[0]
    cid = int(choice.split("#")[1])
    act(g, choice)
    assert cid in g.players[p].reserve


def test_step_may_6_5_c_is_declinable():
    g = game_at_first_turn()
    p = g.pending.player
    hand = len(g.players[p].hand)
    _cast(g, ab.May(kind="may", steps=[ab.Draw(kind="draw")]))
    assert options(g) == ["yes", "no"]
    act(g, "no")
    assert len(g.players[p].hand) == hand  # the test spell came and went; nothing drawn


def test_step_roll_die_7_3_19_applies_the_matching_outcome():
    g = game_at_first_turn()
    p = g.pending.player
    a = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    low = ab.Outcome(low=1, high=3, steps=[ab.Boost(kind="boost", objects=TARGET, amount=1)])
    high = ab.Outcome(low=4, high=6, steps=[ab.Boost(kind="boost", objects=TARGET, amount=3)])
    _cast(g, ab.RollDie(kind="roll_die", outcomes=[low, high]))
    confirm_own_only_target(g, a)
    result = next(e.data["result"] for e in reversed(g.log) if e.kind == "die")
    assert g.cards[a].boosts == (1 if result <= 3 else 3)


def test_step_choose_one_6_5_g_resolves_only_the_chosen_mode():
    g = game_at_first_turn()
    p = g.pending.player
    hand = len(g.players[p].hand)
    draw_two = [ab.Draw(kind="draw", count=2)]
    resupply = [ab.Resupply(kind="resupply")]
    _cast(g, ab.ChooseOne(kind="choose_one", modes=[draw_two, resupply]))
    assert [o.split()[1] for o in options(g)] == ["1", "2"]
    act(g, options(g)[0])
    assert len(g.players[p].hand) == hand + 2


def test_step_choose_one_6_5_g_a_mode_is_answered_by_its_number_alone():
    # the mode's words are the screen's business; a save holds the number only
    g = game_at_first_turn()
    p = g.pending.player
    hand = len(g.players[p].hand)
    _cast(g, ab.ChooseOne(kind="choose_one", modes=[[ab.Resupply(kind="resupply")],
                                                    [ab.Draw(kind="draw", count=2)]]))
    with pytest.raises(ActionError):
        apply_inplace(clone(g), "mode 3")  # no third mode
    assert [a.text for a in legal_actions(g)] == ["mode 1", "mode 2"]
    apply_inplace(g, "mode 2")
    assert len(g.players[p].hand) == hand + 2


def test_step_sacrifice_6_5_a_target_player_chooses_which_of_their_own():
    for whom, victim_player in (("theirs", 1), ("yours", 0)):
        g = game_at_first_turn()
        p = g.pending.player
        owner = p if victim_player == 0 else 1 - p
        victims = [give(g, owner, character(), Zone.EXPEDITION, Side.HERO) for _ in range(2)]
        spared = give(g, 1 - owner, character(), Zone.EXPEDITION, Side.HERO)
        _cast(g, ab.Sacrifice(kind="sacrifice", who="target_player", objects=ab.Select(ref="choose")))
        act(g, f"player {whom}")
        assert g.pending.player == owner  # the target player picks
        act(g, f"choose {g.cdef(victims[1]).name}#{victims[1]}")
        assert g.cards[victims[1]].zone is Zone.DISCARD and g.cards[victims[0]].zone is Zone.EXPEDITION
        assert g.cards[spared].zone is Zone.EXPEDITION


def test_step_exhaust_6_5_a_an_opponent_targets_the_card_in_your_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    mine = [give(g, p, character(), Zone.RESERVE) for _ in range(2)]
    _cast(g, ab.Exhaust(kind="exhaust", objects=ab.Select(ref="target", by_opponent=True, filter=ab.Filter(
        type="card", in_reserve=True, controller="you"))))
    assert g.pending.player == 1 - p and g.pending.kind == "target"
    assert all(f"#{c}" in " ".join(options(g)) for c in mine)
    assert not any(f"#{c}" in " ".join(options(g)) for c in g.players[1 - p].reserve)
    act(g, f"target {g.cdef(mine[0]).name}#{mine[0]}")
    assert g.cards[mine[0]].has(Status.EXHAUSTED) and not g.cards[mine[1]].has(Status.EXHAUSTED)
