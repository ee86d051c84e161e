"""Twinkle Twinkle: target Character gains Asleep; support {D}: the next card you play this
turn costs {1} less."""

from tests.cards_lyra_muna_core.helpers import (
    CHRONICLER, Status, Zone, check_facts, check_next_card_costs_one_less, pick, play, put, start,
)


def _cast(card_id):
    g, p = start()
    victim = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    spell = put(g, p, card_id)
    play(g, spell)
    if g.pending.kind == "target":
        pick(g, victim)
    assert g.cards[victim].has(Status.ASLEEP)
    assert spell in g.players[p].reserve


def test_alt_core_b_ly_23_c_target_gains_asleep_and_support_discount():
    _cast("ALT_CORE_B_LY_23_C")
    check_next_card_costs_one_less("ALT_CORE_B_LY_23_C")
    check_facts("ALT_CORE_B_LY_23_C", 2, 2, None, "LY")


def test_alt_core_b_ly_23_r2_bravos_version_asleep_and_support():
    _cast("ALT_CORE_B_LY_23_R2")
    check_next_card_costs_one_less("ALT_CORE_B_LY_23_R2")
    check_facts("ALT_CORE_B_LY_23_R2", 2, 2, None, "BR")
