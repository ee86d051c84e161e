"""Raijū: {H} I gain Fleeting (CR 2.4.6)."""

from altered_tui.engine.types import Status

from tests.cards.builders import check_facts, played


def test_alt_eole_b_br_106_c_from_hand_gains_fleeting():
    check_facts("ALT_EOLE_B_BR_106_C", 1, 1, (2, 1, 1), "BR")
    g, p, me, _paid = played("ALT_EOLE_B_BR_106_C")
    assert g.cards[me].has(Status.FLEETING)


def test_alt_eole_b_br_106_r1_from_hand_gains_fleeting():
    check_facts("ALT_EOLE_B_BR_106_R1", 1, 1, (2, 2, 1), "BR")
    g, p, me, _paid = played("ALT_EOLE_B_BR_106_R1")
    assert g.cards[me].has(Status.FLEETING)


def test_alt_eole_b_br_106_r2_from_hand_gains_fleeting():
    check_facts("ALT_EOLE_B_BR_106_R2", 1, 1, (2, 1, 1), "MU")
    g, p, me, _paid = played("ALT_EOLE_B_BR_106_R2")
    assert g.cards[me].has(Status.FLEETING)
