"""Scenario files set up a position mid-game; bad ones fail with file:line."""

import pytest

from altered_tui.cards.pool import default_pool
from altered_tui.cards.yamlsource import InputError
from altered_tui.engine import apply_inplace, legal_actions
from altered_tui.engine.types import Phase, Side, Status
from altered_tui.scenarios import build_state, load_scenario_file

SCENARIO = """
name: Dusk basics
seed: 5
day: 2
phase: afternoon
first_player: 1
revealed_tumults: [0]
players:
  - name: Ann
    hero: ALT_CORE_B_BR_01_C
    deck: [ALT_CORE_B_BR_08_C, ALT_CORE_B_BR_13_C]
    hand: [ALT_CORE_B_BR_17_C]
    mana: [ALT_CORE_B_BR_08_C, {id: ALT_CORE_B_BR_08_C, statuses: [exhausted]}]
    hero_expedition: [{id: ALT_CORE_B_BR_13_C, boosts: 2, statuses: [anchored]}]
    hero_position: 1
  - name: Bob
    hero: ALT_CORE_B_LY_01_C
    deck: [ALT_CORE_B_LY_08_C]
    hand: []
    companion_expedition: [ALT_CORE_B_LY_16_C]
"""


def _write(tmp_path, text):
    path = tmp_path / "s.yaml"
    path.write_text(text)
    return path


def test_scenario_builds_the_position_and_plays_on(tmp_path):
    g = build_state(load_scenario_file(_write(tmp_path, SCENARIO)), default_pool())
    ann, bob = g.players
    assert (g.day, g.phase, g.first_player, g.turn_player) == (2, Phase.AFTERNOON, 1, 1)
    kappa = ann.expeditions[Side.HERO][0]
    assert g.cards[kappa].boosts == 2 and g.cards[kappa].has(Status.ANCHORED)
    assert ann.positions[Side.HERO] == 1 and g.regions[1].face_up and g.regions[2].face_up
    assert sum(not g.cards[c].has(Status.EXHAUSTED) for c in ann.mana) == 1
    assert g.pending.player == 1 and "pass" in [a.text for a in legal_actions(g)]
    apply_inplace(g, "pass")
    assert g.pending.player == 0


def test_scenario_unknown_field_names_file_and_line(tmp_path):
    path = _write(tmp_path, SCENARIO.replace("    hand: []", "    hnad: []"))
    with pytest.raises(InputError) as err:
        load_scenario_file(path)
    problem = err.value.problems[0]
    assert problem.path == str(path) and problem.line == 19 and "hnad" in problem.message


def test_scenario_unknown_card_id_is_an_error(tmp_path):
    path = _write(tmp_path, SCENARIO.replace("ALT_CORE_B_LY_16_C", "NOPE_1"))
    with pytest.raises(InputError) as err:
        build_state(load_scenario_file(path), default_pool())
    assert "NOPE_1" in str(err.value)
