"""The Hatter: support {D}: target Character with Hand Cost {3} or less gains Anchored."""

from tests.cards.builders import check_anchor_support, check_facts


def test_alt_core_b_ly_18_c_support_anchors_a_cheap_character():
    check_anchor_support("ALT_CORE_B_LY_18_C")
    check_facts("ALT_CORE_B_LY_18_C", 4, 5, (5, 5, 0), "LY")


def test_alt_core_b_ly_18_r_support_anchors_a_cheap_character():
    check_anchor_support("ALT_CORE_B_LY_18_R")
    check_facts("ALT_CORE_B_LY_18_R", 4, 4, (5, 0, 5), "LY")


def test_alt_core_b_ly_18_r2_bravos_version_support_anchors():
    check_anchor_support("ALT_CORE_B_LY_18_R2")
    check_facts("ALT_CORE_B_LY_18_R2", 4, 5, (5, 5, 0), "BR")
