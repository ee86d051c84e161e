"""Frankenstein's Creature: {R} you may target a Permanent you control with Base Cost {2} or
less; it activates its {J} abilities (CR 7.3.1.b)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    AMELIA, HUB, can_pick, check_facts, clear_hand, pick_if_asked, put, settle, start,
)

MAKE_IT_WORK_R1 = "ALT_EOLE_B_AX_121_R1"


def _cheap_permanent_activates_its_joins(version: str) -> None:
    g, p = start()
    cheap = put(g, p, MAKE_IT_WORK_R1, Zone.LANDMARKS)  # Hand Cost 2: {J} a card from hand to Reserve
    dear = put(g, p, HUB, Zone.LANDMARKS)  # Hand Cost 3: {J} I gain three Kelon counters
    clear_hand(g, p)
    in_hand = put(g, p, AMELIA)
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    act(g, "yes")
    assert not can_pick(g, dear)
    pick_if_asked(g, cheap)
    settle(g)
    pick_if_asked(g, in_hand)
    settle(g)
    assert g.cards[in_hand].zone is Zone.RESERVE


def test_alt_eole_b_ax_112_c_from_reserve_a_cheap_permanent_activates_its_joins():
    check_facts("ALT_EOLE_B_AX_112_C", 3, 3, (3, 3, 0), "AX")
    _cheap_permanent_activates_its_joins("ALT_EOLE_B_AX_112_C")


def test_alt_eole_b_ax_112_r1_from_reserve_a_cheap_permanent_activates_its_joins():
    check_facts("ALT_EOLE_B_AX_112_R1", 2, 3, (3, 3, 0), "AX")
    _cheap_permanent_activates_its_joins("ALT_EOLE_B_AX_112_R1")


def test_alt_eole_b_ax_112_r2_from_reserve_a_feat_you_control_activates_its_joins():
    check_facts("ALT_EOLE_B_AX_112_R2", 2, 3, (3, 3, 0), "BR")
    g, p = start()
    put(g, p, HUB, Zone.LANDMARKS)  # no Feat
    clear_hand(g, p)
    in_hand = put(g, p, AMELIA)
    feat = put(g, p, "ALT_EOLE_B_AX_121_C", Zone.LANDMARKS)  # Hand Cost 3, a Feat
    play(g, put(g, p, "ALT_EOLE_B_AX_112_R2", Zone.RESERVE), src="reserve")
    settle(g)
    act(g, "yes")
    pick_if_asked(g, feat)
    settle(g)
    pick_if_asked(g, in_hand)
    settle(g)
    assert g.cards[in_hand].zone is Zone.RESERVE
