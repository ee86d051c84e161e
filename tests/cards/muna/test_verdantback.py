"""Verdantback: I am Defender unless you control two or more other Plants (Ordis rare: two or
more Bureaucrats). Defender: its Expedition can't move forward during Dusk (CR 7.4.2.b)."""

import pytest

from altered_tui.engine.characteristics import has_defender
from altered_tui.engine.types import Side, Zone

from tests.cards.builders import BUREAUCRAT, PLANT, facts, finish_day, progress, put, start


@pytest.mark.parametrize("version,faction,cost,stats", [
    ("ALT_CORE_B_MU_19_C", "MU", 4, (5, 5, 6)), ("ALT_CORE_B_MU_19_R", "MU", 3, (4, 4, 5)),
    ("ALT_CORE_B_MU_19_R2", "OR", 4, (5, 5, 6))])
def test_facts(version, faction, cost, stats):
    facts(version, cost, cost, stats, faction)


def test_alt_core_b_mu_19_c_defender_until_two_other_plants():
    g, p = start()
    me = put(g, p, "ALT_CORE_B_MU_19_C", Zone.EXPEDITION, Side.HERO)
    assert has_defender(g, me)
    put(g, p, PLANT, Zone.EXPEDITION, Side.COMPANION)
    put(g, 1 - p, PLANT, Zone.EXPEDITION, Side.HERO)  # not one you control
    assert has_defender(g, me)
    put(g, p, PLANT, Zone.EXPEDITION, Side.HERO)
    assert not has_defender(g, me)


def test_alt_core_b_mu_19_r_alone_its_expedition_stays_at_dusk():
    g, p = start()
    put(g, p, "ALT_CORE_B_MU_19_R", Zone.EXPEDITION, Side.HERO)
    finish_day(g)
    assert progress(g, p, Side.HERO) == 0


def test_alt_core_b_mu_19_r_with_two_other_plants_its_expedition_moves():
    g, p = start()
    put(g, p, "ALT_CORE_B_MU_19_R", Zone.EXPEDITION, Side.HERO)
    put(g, p, PLANT, Zone.EXPEDITION, Side.COMPANION)
    put(g, p, PLANT, Zone.EXPEDITION, Side.COMPANION)
    finish_day(g)
    assert progress(g, p, Side.HERO) == 1


def test_alt_core_b_mu_19_r2_defender_until_two_bureaucrats():
    g, p = start()
    me = put(g, p, "ALT_CORE_B_MU_19_R2", Zone.EXPEDITION, Side.HERO)
    put(g, p, PLANT, Zone.EXPEDITION, Side.HERO)
    put(g, p, PLANT, Zone.EXPEDITION, Side.HERO)
    assert has_defender(g, me)  # Plants don't count for this version
    put(g, p, BUREAUCRAT, Zone.EXPEDITION, Side.COMPANION)
    assert has_defender(g, me)
    put(g, p, BUREAUCRAT, Zone.EXPEDITION, Side.COMPANION)
    assert not has_defender(g, me)
