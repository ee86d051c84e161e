"""Bountiful Meadow: {T}: the next Plant (R2: Bureaucrat) you play this turn costs {1} less;
the R: {J} you may pay {1} to Resupply."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    SHROOM,
    SKALD,
    add_mana,
    check_facts,
    put,
    ready_mana,
    settle,
    start,
)


BUREAUCRAT = "ALT_CORE_B_OR_10_C"  # Monolith Archivist: a Bureaucrat, Hand Cost 2


def _paid_after_meadow(card_id, index, played_id):
    """Exhaust the Meadow, then play a Hand Cost 2 card in the same turn; the mana paid."""
    g, p = start()
    add_mana(g, p, 2)
    meadow = put(g, p, card_id, Zone.LANDMARKS)
    act(g, f"use Bountiful Meadow#{meadow} a{index}")
    assert f"use Bountiful Meadow#{meadow} a{index}" not in options(g)  # exhausted
    cid = put(g, p, played_id)
    before = ready_mana(g, p)
    play(g, cid)
    return before - ready_mana(g, p)


def _discount(card_id, index, plant_discounted):
    assert _paid_after_meadow(card_id, index, SKALD) == 2  # neither a Plant nor a Bureaucrat
    assert _paid_after_meadow(card_id, index, SHROOM) == (1 if plant_discounted else 2)
    assert _paid_after_meadow(card_id, index, BUREAUCRAT) == (2 if plant_discounted else 1)


def test_alt_core_b_mu_24_c_exhaust_next_plant_costs_one_less():
    _discount("ALT_CORE_B_MU_24_C", 1, True)
    check_facts("ALT_CORE_B_MU_24_C", 2, 2, None, "MU")


def test_alt_core_b_mu_24_r_may_pay_one_to_resupply_and_plant_discount():
    _discount("ALT_CORE_B_MU_24_R", 2, True)
    g, p = start()
    meadow = put(g, p, "ALT_CORE_B_MU_24_R")
    top = g.players[p].deck[0]
    play(g, meadow)
    settle(g)
    before = ready_mana(g, p)
    act(g, "yes")
    assert top in g.players[p].reserve and before - ready_mana(g, p) == 1
    check_facts("ALT_CORE_B_MU_24_R", 2, 2, None, "MU")


def test_alt_core_b_mu_24_r2_ordis_version_discounts_bureaucrats_not_plants():
    _discount("ALT_CORE_B_MU_24_R2", 1, False)
    check_facts("ALT_CORE_B_MU_24_R2", 2, 2, None, "OR")
