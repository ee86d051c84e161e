"""Robin Hood: Characters (rare: cards) your opponents play can't cost less than 2 — a
restriction on the final cost, after increases and decreases (CR 5.1.2.e); the Lyra rare adds
the support '{D}: the next card you play this turn costs 1 less'."""

import pytest

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    ALCHEMIST,
    BLADEDANCER,
    MAGICAL_TRAINING,
    facts,
    paid_to_play,
    put,
    start,
)


def _against(version: str):
    g, p = start()
    put(g, 1 - p, version, Zone.EXPEDITION, Side.HERO)
    return g, p


@pytest.mark.parametrize("version,faction,stats", [
    ("ALT_CORE_B_OR_21_C", "OR", (3, 2, 2)),
    ("ALT_CORE_B_OR_21_R", "OR", (3, 2, 2)),
    ("ALT_CORE_B_OR_21_R2", "LY", (3, 0, 3)),
])
def test_facts(version, faction, stats):
    facts(version, 4, 4, stats, faction)


def test_alt_core_b_or_21_c_an_opponents_one_cost_character_costs_two():
    g, p = _against("ALT_CORE_B_OR_21_C")
    assert paid_to_play(g, p, put(g, p, BLADEDANCER)) == 2


def test_alt_core_b_or_21_c_spells_are_not_restricted():
    g, p = _against("ALT_CORE_B_OR_21_C")
    assert paid_to_play(g, p, put(g, p, MAGICAL_TRAINING)) == 1


def test_alt_core_b_or_21_c_its_controller_pays_the_usual_cost():
    g, p = start()
    put(g, p, "ALT_CORE_B_OR_21_C", Zone.EXPEDITION, Side.HERO)
    assert paid_to_play(g, p, put(g, p, BLADEDANCER)) == 1


def test_alt_core_b_or_21_r_an_opponents_one_cost_spell_costs_two():
    g, p = _against("ALT_CORE_B_OR_21_R")
    assert paid_to_play(g, p, put(g, p, MAGICAL_TRAINING)) == 2


def test_alt_core_b_or_21_r_a_reserve_cost_of_one_becomes_two():
    g, p = _against("ALT_CORE_B_OR_21_R")
    alchemist = put(g, p, ALCHEMIST, Zone.RESERVE)
    assert paid_to_play(g, p, alchemist, src="reserve") == 2


def test_alt_core_b_or_21_r2_an_opponents_one_cost_character_costs_two():
    g, p = _against("ALT_CORE_B_OR_21_R2")
    assert paid_to_play(g, p, put(g, p, BLADEDANCER)) == 2


def test_alt_core_b_or_21_r2_support_the_next_card_costs_one_less():
    g, p = start()
    robin = put(g, p, "ALT_CORE_B_OR_21_R2", Zone.RESERVE)
    act(g, next(o for o in options(g) if o.startswith("use") and f"#{robin}" in o))
    assert robin in g.players[p].discard
    assert paid_to_play(g, p, put(g, p, ALCHEMIST)) == 2


def test_alt_core_b_or_21_r2_the_minimum_applies_after_its_own_decrease():
    g, p = start()
    robin = put(g, p, "ALT_CORE_B_OR_21_R2", Zone.RESERVE)
    act(g, next(o for o in options(g) if o.startswith("use") and f"#{robin}" in o))
    put(g, 1 - p, "ALT_CORE_B_OR_21_C", Zone.EXPEDITION, Side.HERO)
    assert paid_to_play(g, p, put(g, p, "ALT_CORE_B_OR_09_C")) == 2  # 2 - 1 = 1, raised to 2
