"""Stern Sentinel: {H} Sabotage a card with Reserve Cost {2} or less (CR 7.3.24)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import (
    ACHILLES, AMELIA, TROOPER, add_mana, can_pick, check_facts, pick, put, settle, start,
)


def test_alt_eole_b_br_117_c_from_hand_sabotages_only_a_card_with_reserve_cost_two_or_less():
    check_facts("ALT_EOLE_B_BR_117_C", 3, 2, (3, 3, 0), "BR")
    g, p = start()
    add_mana(g, p, 3)
    cheap = put(g, 1 - p, TROOPER, Zone.RESERVE)  # Reserve Cost 1
    dear = put(g, 1 - p, ACHILLES, Zone.RESERVE)  # Reserve Cost 5
    put(g, 1 - p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, "ALT_EOLE_B_BR_117_C"))
    settle(g)
    assert g.pending.kind == "target" and not can_pick(g, dear)
    pick(g, cheap)
    settle(g)
    assert g.cards[cheap].zone is Zone.DISCARD and g.cards[dear].zone is Zone.RESERVE


def _any_card_with_a_feat(version: str, faction: str) -> None:
    check_facts(version, 3, 2, (3, 3, 2), faction)
    for with_feat in (False, True):
        g, p = start()
        add_mana(g, p, 3)
        if with_feat:
            put(g, p, "ALT_EOLE_B_AX_121_C", Zone.LANDMARKS)
        put(g, 1 - p, TROOPER, Zone.RESERVE)
        dear = put(g, 1 - p, ACHILLES, Zone.RESERVE)  # Reserve Cost 5
        play(g, put(g, p, version))
        settle(g)
        assert can_pick(g, dear) is with_feat


def test_alt_eole_b_br_117_r1_sabotages_any_card_if_you_control_a_feat():
    _any_card_with_a_feat("ALT_EOLE_B_BR_117_R1", "BR")


def test_alt_eole_b_br_117_r2_sabotages_any_card_if_you_control_a_feat():
    _any_card_with_a_feat("ALT_EOLE_B_BR_117_R2", "YZ")
