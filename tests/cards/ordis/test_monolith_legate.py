"""Monolith Legate: when my Expedition fails to move forward during Dusk, Sabotage after Rest
(CR 2.2.2.m); the rare adds a support {D}: create an Ordis Recruit in target Expedition."""

import pytest

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, character, give
from tests.cards.builders import check_facts, pick, put, run_until_prompt, start


VERSIONS = [("ALT_CORE_B_OR_08_C", "OR", (2, 1, 2)), ("ALT_CORE_B_OR_08_R", "OR", (2, 2, 2)),
            ("ALT_CORE_B_OR_08_R2", "YZ", (2, 1, 2))]


def _sabotage_after_rest(card_id):
    g, p = start()
    legate = put(g, p, card_id, Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(stats=(20, 20, 20)), Zone.EXPEDITION, Side.HERO)  # mine can't win
    victim = give(g, 1 - p, character(), Zone.RESERVE)
    run_until_prompt(g, "Sabotage")
    assert g.phase.value == "night" and legate in g.players[p].reserve  # Rest is done
    assert any(e.kind == "ongoing" and e.data["via"] == "after_rest" for e in g.log)
    pick(g, victim)
    assert victim in g.players[1 - p].discard


@pytest.mark.parametrize("card_id, faction, st", VERSIONS)
def test_alt_core_b_or_08_versions_costs(card_id, faction, st):
    check_facts(card_id, 2, 2, st, faction)


def test_alt_core_b_or_08_c_sabotage_after_rest_when_my_expedition_fails():
    _sabotage_after_rest("ALT_CORE_B_OR_08_C")


def test_alt_core_b_or_08_r_sabotage_after_rest_when_my_expedition_fails():
    _sabotage_after_rest("ALT_CORE_B_OR_08_R")


def test_alt_core_b_or_08_r2_sabotage_after_rest_when_my_expedition_fails():
    _sabotage_after_rest("ALT_CORE_B_OR_08_R2")


def test_alt_core_b_or_08_r_support_creates_an_ordis_recruit_in_target_expedition():
    g, p = start()
    legate = put(g, p, "ALT_CORE_B_OR_08_R", Zone.RESERVE)
    act(g, f"use Monolith Legate#{legate} s1")
    act(g, "expedition -> companion yours")
    assert legate in g.players[p].discard
    tokens = [c for c in g.players[p].expeditions[Side.COMPANION] if g.cards[c].token]
    assert len(tokens) == 1 and g.cdef(tokens[0]).name == "Ordis Recruit"


def test_alt_core_b_or_08_c_nothing_when_my_expedition_moves_forward():
    g, p = start()
    put(g, p, "ALT_CORE_B_OR_08_C", Zone.EXPEDITION, Side.HERO)
    give(g, p, character(stats=(20, 20, 20)), Zone.EXPEDITION, Side.HERO)
    from tests.cards.builders import finish_day, pass_or_take_first
    finish_day(g, pass_or_take_first)
    assert g.players[p].positions[Side.HERO] == 1
    assert not any(e.kind == "ongoing" and e.data["via"] == "after_rest" for e in g.log)
