"""Issitoq: your other Expedition and the Expedition facing it can't move forward (during Dusk,
CR 4.2.4, or by an effect, CR 7.3.17); support {D}: draw a card."""

import pytest

from altered_tui.engine.types import Phase, Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import BUREAUCRAT, facts, finish_day, progress, put, run_until, start
from tests.log_text import line, prompt


GRAND_ENDEAVOR = "ALT_CORE_B_OR_29_C"  # at Noon, target Expedition moves forward


def _dusk(version: str):
    g, p = start()
    put(g, p, version, Zone.EXPEDITION, Side.COMPANION)
    put(g, p, "ALT_CORE_B_OR_21_C", Zone.EXPEDITION, Side.HERO)  # Robin Hood 3/2/2
    put(g, 1 - p, "ALT_CORE_B_OR_21_C", Zone.EXPEDITION, Side.HERO)
    put(g, 1 - p, "ALT_CORE_B_OR_21_C", Zone.EXPEDITION, Side.HERO)  # 6/4/4 beats 3/2/2
    finish_day(g)
    return g, p


@pytest.mark.parametrize("version,faction,cost,stat", [
    ("ALT_CORE_B_OR_19_C", "OR", 6, 4),
    ("ALT_CORE_B_OR_19_R", "OR", 5, 3),
    ("ALT_CORE_B_OR_19_R2", "YZ", 6, 4),
])
def test_facts(version, faction, cost, stat):
    facts(version, cost, cost, (stat, stat, stat), faction)


def test_alt_core_b_or_19_c_the_expedition_facing_my_other_one_stays_at_dusk():
    g, p = _dusk("ALT_CORE_B_OR_19_C")
    assert progress(g, 1 - p, Side.HERO) == 0


def test_alt_core_b_or_19_c_my_other_expedition_stays_and_mine_moves():
    g, p = start()
    put(g, p, "ALT_CORE_B_OR_19_C", Zone.EXPEDITION, Side.COMPANION)
    put(g, p, "ALT_CORE_B_OR_21_C", Zone.EXPEDITION, Side.HERO)
    finish_day(g)
    assert progress(g, p, Side.HERO) == 0
    assert progress(g, p, Side.COMPANION) == 1


def test_alt_core_b_or_19_r_an_effect_cant_move_the_expedition_facing_my_other_one_forward():
    g, p = start()
    put(g, p, GRAND_ENDEAVOR, Zone.LANDMARKS)
    run_until(g, 2, Phase.NOON)
    put(g, p, "ALT_CORE_B_OR_19_R", Zone.EXPEDITION, Side.HERO)  # in play as the Reaction resolves
    assert g.pending.player == p and "moves forward" in prompt(g)
    act(g, "expedition -> companion theirs")
    assert progress(g, 1 - p, Side.COMPANION) == 0
    assert any(e.kind == "no_move" and "Issitoq keeps it from moving forward" in line(g, e) for e in g.log)


def test_alt_core_b_or_19_r_its_own_expedition_can_be_moved_by_an_effect():
    g, p = start()
    put(g, p, GRAND_ENDEAVOR, Zone.LANDMARKS)
    run_until(g, 2, Phase.NOON)
    put(g, p, "ALT_CORE_B_OR_19_R", Zone.EXPEDITION, Side.HERO)  # in play as the Reaction resolves
    before = progress(g, 1 - p, Side.HERO)
    act(g, "expedition -> hero theirs")
    assert progress(g, 1 - p, Side.HERO) == before + 1


def test_alt_core_b_or_19_r2_support_discard_me_to_draw_a_card():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_OR_19_R2", Zone.RESERVE)
    hand = len(g.players[p].hand)
    act(g, next(o for o in options(g) if o.startswith("use") and f"#{cid}" in o))
    assert cid in g.players[p].discard and len(g.players[p].hand) == hand + 1


def test_without_issitoq_the_facing_expedition_would_move():
    g, p = _dusk(BUREAUCRAT)
    assert progress(g, 1 - p, Side.HERO) == 1


def test_alt_core_b_or_19_r2_the_expedition_facing_my_other_one_stays_at_dusk():
    g, p = _dusk("ALT_CORE_B_OR_19_R2")
    assert progress(g, 1 - p, Side.HERO) == 0
