"""Cernunnos: a vanilla Character (4-4-4); the rares cost 3, one is faction-shifted to Lyra."""

from altered_tui.engine.objects import stats

from tests.abilities.support import play
from tests.cards.builders import add_mana, card, plays_for_its_printed_costs, put, ready_mana, start


def _paid(card_id):
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, card_id)
    before = ready_mana(g, p)
    play(g, cid)
    return g, cid, before - ready_mana(g, p)


def test_alt_core_b_mu_14_c_costs_four_with_its_printed_stats():
    g, cid, paid = _paid("ALT_CORE_B_MU_14_C")
    assert paid == 4 and stats(g, cid) == (4, 4, 4)


def test_alt_core_b_mu_14_r_costs_three():
    g, cid, paid = _paid("ALT_CORE_B_MU_14_R")
    assert paid == 3 and stats(g, cid) == (4, 4, 4)


def test_alt_core_b_mu_14_r2_is_a_lyra_cernunnos_costing_three():
    g, cid, paid = _paid("ALT_CORE_B_MU_14_R2")
    assert paid == 3 and stats(g, cid) == (4, 4, 4)
    assert card("ALT_CORE_B_MU_14_R2").faction.value == "LY"


def test_alt_core_b_mu_14_r_cernunnos_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CORE_B_MU_14_R")


def test_alt_core_b_mu_14_r2_cernunnos_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CORE_B_MU_14_R2")
