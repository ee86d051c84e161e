"""Muna Caregiver: support {D}: target Character with Hand Cost {3} or less gains Anchored."""

from tests.cards.builders import check_anchor_support, check_facts


def test_alt_core_b_mu_04_c_support_anchors_a_cheap_character():
    check_anchor_support("ALT_CORE_B_MU_04_C")
    check_facts("ALT_CORE_B_MU_04_C", 1, 1, (0, 1, 0), "MU")


def test_alt_core_b_mu_04_r_support_anchors_a_cheap_character():
    check_anchor_support("ALT_CORE_B_MU_04_R")
    check_facts("ALT_CORE_B_MU_04_R", 1, 1, (1, 2, 0), "MU")


def test_alt_core_b_mu_04_r2_yzmir_version_support_anchors():
    check_anchor_support("ALT_CORE_B_MU_04_R2")
    check_facts("ALT_CORE_B_MU_04_R2", 1, 1, (0, 1, 0), "YZ")
