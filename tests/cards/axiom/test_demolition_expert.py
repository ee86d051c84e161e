"""Demolition Expert: {H} an Aerolith token in your Landmarks (rares: target player's);
{R} you may sacrifice a Permanent (rares: to give target Character 1 boost)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    HUB, TROOPER, add_mana, check_facts, landmark_tokens, pick_if_asked, put, settle, start,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_67_C", "ALT_CYCLONE_B_AX_67_R1", "ALT_CYCLONE_B_AX_67_R2"


def _from_hand(version: str):
    g, p = start()
    expert = put(g, p, version)
    play(g, expert)
    settle(g)
    return g, p, expert


def _from_reserve(version: str):
    g, p = start()
    hub = put(g, p, HUB, Zone.LANDMARKS)
    ally = put(g, p, TROOPER, Zone.EXPEDITION)
    expert = put(g, p, version, Zone.RESERVE)
    add_mana(g, p, 2)
    play(g, expert, src="reserve")
    settle(g)
    assert g.pending.kind == "may"
    act(g, "yes")
    return g, p, hub, ally, expert


def test_alt_cyclone_b_ax_67_c_from_hand_an_aerolith_from_reserve_a_sacrifice():
    check_facts(C, 2, 2, (2, 2, 0), "AX")
    g, p, _ = _from_hand(C)
    assert len(landmark_tokens(g, p)) == 1 and not landmark_tokens(g, 1 - p)
    g, p, hub, ally, expert = _from_reserve(C)
    assert g.cards[hub].zone is Zone.DISCARD
    assert g.cards[ally].boosts == 0 and g.cards[expert].boosts == 0


def _rare(version: str, faction: str) -> None:
    check_facts(version, 2, 2, (2, 2, 1), faction)
    g, p, _ = _from_hand(version)
    assert g.pending.kind == "player"  # target player
    act(g, "player theirs")
    assert len(landmark_tokens(g, 1 - p)) == 1 and not landmark_tokens(g, p)
    g, p, hub, ally, expert = _from_reserve(version)
    pick_if_asked(g, ally)
    assert g.cards[hub].zone is Zone.DISCARD
    assert g.cards[ally].boosts == 1


def test_alt_cyclone_b_ax_67_r1_aerolith_for_target_player_and_a_boost_for_a_sacrifice():
    _rare(R1, "AX")


def test_alt_cyclone_b_ax_67_r2_aerolith_for_target_player_and_a_boost_for_a_sacrifice():
    _rare(R2, "YZ")
