"""Mowgli (rare): support {D}: target Character with Hand Cost {3} or less gains Anchored."""

from tests.cards_lyra_muna_core.helpers import check_anchor_support, check_facts


def test_alt_core_b_mu_07_r_support_anchors_a_cheap_character():
    check_anchor_support("ALT_CORE_B_MU_07_R")
    check_facts("ALT_CORE_B_MU_07_R", 2, 1, (3, 0, 0), "MU")
