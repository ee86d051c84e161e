"""Son of Yggdrasil: Gigantic (R: Tough 1 and support {D}: target Character with Hand Cost
{3} or less gains Anchored)."""

from altered_tui.engine.characteristics import is_gigantic, tough

from tests.cards.builders import check_anchor_support, check_facts, played


def _gigantic(card_id):
    g, p, cid, paid = played(card_id, extra_mana=3)
    assert is_gigantic(g, cid)
    return g, cid


def test_alt_core_b_mu_21_c_is_gigantic():
    g, cid = _gigantic("ALT_CORE_B_MU_21_C")
    assert tough(g, cid) == 0
    check_facts("ALT_CORE_B_MU_21_C", 6, 6, (6, 3, 3), "MU")


def test_alt_core_b_mu_21_r_is_gigantic_tough_one_with_anchor_support():
    g, cid = _gigantic("ALT_CORE_B_MU_21_R")
    assert tough(g, cid) == 1
    check_anchor_support("ALT_CORE_B_MU_21_R")
    check_facts("ALT_CORE_B_MU_21_R", 6, 6, (6, 3, 3), "MU")


def test_alt_core_b_mu_21_r2_bravos_version_is_gigantic():
    _gigantic("ALT_CORE_B_MU_21_R2")
    check_facts("ALT_CORE_B_MU_21_R2", 6, 6, (6, 3, 3), "BR")
