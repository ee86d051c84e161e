"""Harvest: Resupply (R: Resupply, then Resupply again)."""

from tests.abilities.support import play
from tests.cards.builders import add_mana, check_facts, put, start


def _cast(card_id):
    g, p = start()
    add_mana(g, p, 1)
    spell = put(g, p, card_id)
    tops = list(g.players[p].deck[:2])
    play(g, spell)
    return [t in g.players[p].reserve for t in tops]


def test_alt_core_b_mu_29_c_resupplies_once():
    assert _cast("ALT_CORE_B_MU_29_C") == [True, False]
    check_facts("ALT_CORE_B_MU_29_C", 1, 2, None, "MU")


def test_alt_core_b_mu_29_r_resupplies_twice():
    assert _cast("ALT_CORE_B_MU_29_R") == [True, True]
    check_facts("ALT_CORE_B_MU_29_R", 2, 2, None, "MU")


def test_alt_core_b_mu_29_r2_axiom_version_resupplies_once():
    assert _cast("ALT_CORE_B_MU_29_R2") == [True, False]
    check_facts("ALT_CORE_B_MU_29_R2", 1, 2, None, "AX")
