"""Sekhmet: {H} you may return target Character facing me with Base Cost {3} or less to its
owner's hand; {R} I gain 2 boosts."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    ACHILLES, AMELIA, FOUNDRY_MECHANIC, TROOPER, add_mana, can_pick, check_facts, pick_if_asked, put, settle, start,
)


def _returns_and_boosts(version: str, facing_id: str) -> None:
    g, p = start()
    add_mana(g, p, 4)
    facing = put(g, 1 - p, facing_id, Zone.EXPEDITION, Side.HERO)
    put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)  # Hand Cost 5
    elsewhere = put(g, 1 - p, FOUNDRY_MECHANIC, Zone.EXPEDITION, Side.COMPANION)
    me = put(g, p, version)
    play(g, me, side="hero")
    settle(g)
    act(g, "yes")
    assert not can_pick(g, elsewhere)
    pick_if_asked(g, facing)
    settle(g)
    assert g.cards[facing].zone is Zone.HAND and facing in g.players[1 - p].hand
    g, p = start()
    add_mana(g, p, 4)
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    assert g.cards[me].counters.get("boost", 0) == 2


def test_alt_eole_b_br_113_c_from_hand_may_return_a_cheap_facing_character_from_reserve_boosts():
    check_facts("ALT_EOLE_B_BR_113_C", 4, 4, (2, 2, 3), "BR")
    _returns_and_boosts("ALT_EOLE_B_BR_113_C", AMELIA)  # Hand Cost 3


def test_alt_eole_b_br_113_r1_from_hand_may_return_a_facing_character_of_base_cost_two():
    check_facts("ALT_EOLE_B_BR_113_R1", 3, 4, (2, 2, 3), "BR")
    _returns_and_boosts("ALT_EOLE_B_BR_113_R1", TROOPER)


def test_alt_eole_b_br_113_r2_from_hand_may_return_a_facing_character_of_base_cost_two():
    check_facts("ALT_EOLE_B_BR_113_R2", 3, 4, (2, 2, 3), "YZ")
    _returns_and_boosts("ALT_EOLE_B_BR_113_R2", TROOPER)
