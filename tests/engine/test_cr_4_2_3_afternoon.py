"""Afternoon turns (CR 4.2.3) and paying for cards (CR 5.1.2.d, 2.4.5.c)."""

import pytest

from altered_tui.engine import ActionError, apply_inplace, legal_actions
from altered_tui.engine.types import Phase, Status, Zone
from altered_tui.engine.zones import ready_orbs

from tests.engine.builders import afternoon, define, events, pass_both, put


def texts(g):
    return [a.text for a in legal_actions(g)]


def cheap(g, player, name, zone=Zone.HAND, cost=(1, 1), status=Status.NONE):
    """A 1/1/1 test character with the given (hand, reserve) cost, put into `zone`."""
    return put(g, define(g, name, stats=(1, 1, 1), cost=cost), player, zone, status=status)


def test_4_2_3_b_players_alternate_turns():
    g = afternoon(0)
    a = g.pending.player
    ca, cb = cheap(g, a, "Ant"), cheap(g, 1 - a, "Bee")
    apply_inplace(g, f"play Ant#{ca}@hand -> hero")
    assert g.pending.kind == "turn" and g.pending.player == 1 - a
    apply_inplace(g, f"play Bee#{cb}@hand -> companion")
    assert g.pending.player == a


def test_4_2_3_d_pass_is_final_and_the_other_player_takes_turns_in_a_row():
    g = afternoon(0)
    a = g.pending.player
    b = 1 - a
    cards = [cheap(g, b, f"Bee {i}") for i in range(3)]
    apply_inplace(g, "pass")
    assert g.players[a].passed and events(g, "pass")[-1].rule == "4.2.3.d"
    for i, cid in enumerate(cards):
        assert g.pending.player == b
        apply_inplace(g, f"play Bee {i}#{cid}@hand -> hero")
    assert g.phase is Phase.AFTERNOON and g.pending.player == b
    assert texts(g) == ["pass"]  # no mana left: only passing


def test_4_2_3_e_the_afternoon_ends_when_both_players_have_passed():
    g = afternoon(0)
    apply_inplace(g, "pass")
    assert g.phase is Phase.AFTERNOON
    apply_inplace(g, "pass")
    assert events(g, "afternoon_end")[-1].rule == "4.2.3.e"
    assert events(g, "progress")  # Dusk ran


def test_5_1_2_d_from_hand_the_hand_cost_is_paid():
    g = afternoon(0)
    p = g.pending.player
    cid = cheap(g, p, "Dual", cost=(1, 3))
    apply_inplace(g, f"play Dual#{cid}@hand -> hero")
    assert len(ready_orbs(g, p)) == 2
    assert events(g, "play")[-1].data["cost"] == 1


def test_5_1_2_d_from_reserve_the_reserve_cost_is_paid():
    g = afternoon(0)
    p = g.pending.player
    cid = cheap(g, p, "Dual", zone=Zone.RESERVE, cost=(1, 3))
    apply_inplace(g, f"play Dual#{cid}@reserve -> hero")
    assert ready_orbs(g, p) == [] and all(g.cards[o].has(Status.EXHAUSTED)
                                          for o in g.players[p].mana)


def test_1_2_5_a_card_costing_more_than_the_ready_orbs_is_not_listed():
    g = afternoon(0)
    p = g.pending.player
    dear = cheap(g, p, "Dear", cost=(4, 3))
    exact = cheap(g, p, "Exact", cost=(3, 9))
    assert f"play Exact#{exact}@hand -> hero" in texts(g)
    assert not any(f"#{dear}@" in t for t in texts(g))
    with pytest.raises(ActionError):
        apply_inplace(g, f"play Dear#{dear}@hand -> hero")


def test_2_4_5_c_an_exhausted_card_in_reserve_cannot_be_played():
    g = afternoon(0)
    p = g.pending.player
    tired = cheap(g, p, "Tired", zone=Zone.RESERVE, status=Status.EXHAUSTED)
    fresh = cheap(g, p, "Fresh", zone=Zone.RESERVE)
    assert not any(f"#{tired}@" in t for t in texts(g))
    assert f"play Fresh#{fresh}@reserve -> companion" in texts(g)
    with pytest.raises(ActionError):
        apply_inplace(g, f"play Tired#{tired}@reserve -> hero")


def test_5_2_1_a_a_character_may_be_played_into_either_expedition():
    g = afternoon(0)
    p = g.pending.player
    cid = cheap(g, p, "Scout")
    assert {t for t in texts(g) if f"#{cid}@" in t} == {
        f"play Scout#{cid}@hand -> hero", f"play Scout#{cid}@hand -> companion"}
    apply_inplace(g, f"play Scout#{cid}@hand -> companion")
    assert cid in g.players[p].expeditions[g.cards[cid].side]
    assert g.cards[cid].side.value == "companion"


def test_4_2_3_a_playing_outside_ones_turn_is_rejected():
    g = afternoon(0)
    other = 1 - g.pending.player
    cid = cheap(g, other, "Eager")
    with pytest.raises(ActionError):
        apply_inplace(g, f"play Eager#{cid}@hand -> hero")
    pass_both(g)
    assert g.cards[cid].zone is Zone.HAND
