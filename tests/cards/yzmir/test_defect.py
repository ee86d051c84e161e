"""Defect: Fleeting; target Character defects: it joins the Expedition facing it and changes
controller (README: Rules notes). The rares: Hand Cost 4 or less."""

from altered_tui.engine.types import Phase, Side, Zone

from tests.cards.builders import (ACHILLES, AMELIA, add_mana, can_pick, check_facts, pick_if_asked,
                                  put, run_until, spell_cost_paid, start)


def _defects(card_id, cost, victim_id, other_id=None):
    g, p = start()
    add_mana(g, p, cost)
    victim = put(g, 1 - p, victim_id, Zone.EXPEDITION, Side.COMPANION)
    other = put(g, 1 - p, other_id, Zone.EXPEDITION) if other_id else None
    defect = put(g, p, card_id)
    assert spell_cost_paid(g, p, defect) == cost
    if other is not None:
        assert not can_pick(g, other)
    pick_if_asked(g, victim)
    assert victim in g.players[p].expeditions[Side.COMPANION]
    assert g.cards[victim].controller == p and g.cards[victim].owner == 1 - p
    assert defect in g.players[p].discard  # Fleeting
    return g, p


def test_alt_cyclone_b_yz_77_c_target_character_joins_my_facing_expedition():
    g, p = _defects("ALT_CYCLONE_B_YZ_77_C", 7, ACHILLES)
    [achilles] = g.players[p].expeditions[Side.COMPANION]
    run_until(g, 2, Phase.MORNING)
    assert achilles in g.players[1 - p].reserve  # Rest sends it to its owner's Reserve
    check_facts("ALT_CYCLONE_B_YZ_77_C", 7, 7, None, "YZ")


def test_alt_cyclone_b_yz_77_r1_only_hand_cost_four_or_less():
    _defects("ALT_CYCLONE_B_YZ_77_R1", 6, AMELIA, ACHILLES)
    check_facts("ALT_CYCLONE_B_YZ_77_R1", 6, 6, None, "YZ")


def test_alt_cyclone_b_yz_77_r2_only_hand_cost_four_or_less():
    _defects("ALT_CYCLONE_B_YZ_77_R2", 6, AMELIA, ACHILLES)
    check_facts("ALT_CYCLONE_B_YZ_77_R2", 6, 6, None, "LY")
