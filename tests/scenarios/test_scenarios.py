"""Scenario files set up a position mid-game; bad ones fail with file:line."""

import pytest

from altered_tui.cards.pool import default_pool
from altered_tui.cards.yamlsource import InputError
from altered_tui.engine import apply_inplace, legal_actions
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Phase, Side, Status, Terrain
from altered_tui.scenarios import build_position, build_state, load_scenario_file

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


# -- what a rules test can set ---------------------------------------------------------------

PLAIN = """
name: Setting
phase: afternoon
players:
  - name: Ann
    hero: ALT_CORE_B_BR_01_C
    deck: [ALT_CORE_B_BR_08_C]
  - name: Bob
    hero: ALT_CORE_B_LY_01_C
    deck: [ALT_CORE_B_LY_08_C]
"""


def _build(tmp_path, extra: str, players_extra: str = ""):
    text = PLAIN.replace("players:\n", extra + "players:\n")
    text = text.replace("    deck: [ALT_CORE_B_BR_08_C]\n",
                        "    deck: [ALT_CORE_B_BR_08_C]\n" + players_extra)
    return build_position(load_scenario_file(_write(tmp_path, text)), default_pool())


def test_the_tumult_layout_is_set_card_by_card(tmp_path):
    g, _ = _build(tmp_path, "tumults: [water / forest+mountain, mountain+water / forest, "
                            "mountain / forest+water]\n")
    F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER
    assert [r.terrains for r in g.regions[1:7]] == [(W,), (F, M), (M, W), (F,), (M,), (F, W)]
    assert [r.tumult for r in g.regions[1:7]] == [2, 2, 0, 0, 1, 1]
    assert not any(r.face_up for r in g.regions[1:7])


@pytest.mark.parametrize("layout", ["[forest / water, mountain / forest+water, water / forest+mountain]",
                                    "[forest / mountain+water, forest / mountain+water, water / forest+mountain]"])
def test_a_tumult_layout_that_is_not_the_three_cards_is_an_error(tmp_path, layout):
    with pytest.raises(InputError) as err:
        _build(tmp_path, f"tumults: {layout}\n")
    assert "tumults: " in str(err.value)


def test_a_counter_can_stand_on_a_tumult_that_stays_face_down(tmp_path):
    g, _ = _build(tmp_path, "face_down_tumults: [0]\n", "    hero_position: 1\n")
    assert g.players[0].positions[Side.HERO] == 1
    assert not g.regions[1].face_up and not g.regions[2].face_up
    g, _ = _build(tmp_path, "", "    hero_position: 1\n")
    assert g.regions[1].face_up and g.regions[2].face_up  # CR 7.3.17.c otherwise


def test_a_tiebreak_in_progress_plays_in_the_arena(tmp_path):
    g, _ = _build(tmp_path, "tiebreak: true\nday: 5\n")
    assert g.tiebreak and [r.kind for r in g.regions] == ["arena"] and g.day == 5


def test_the_reactions_already_activated_today_are_counted(tmp_path):
    """CR 6.3.l: a Reaction activates at most 100 times a day; a scenario can be at 99."""
    g, labels = _build(tmp_path, "", "    hero_expedition: [{id: ALT_CORE_B_AX_24_C, label: hub, "
                                     "reactions_today: 99}]\n")
    oid = g.cards[labels["hub"]].oid
    assert g.reaction_counts and all(k.startswith(f"{oid}:") and n == 99
                                     for k, n in g.reaction_counts.items())


INLINE = """cards:
  - name: Sunken Statue
    type: character
    versions:
      - {id: TEST_SUNKEN, faction: BR, rarity: common, hand_cost: 1, reserve_cost: 1,
         forest: -2, mountain: 0, water: 3}
"""


def test_cards_defined_inline_may_have_negative_statistics(tmp_path):
    g, labels = _build(tmp_path, INLINE, "    hero_expedition: [{id: TEST_SUNKEN, label: statue}]\n")
    assert stats(g, labels["statue"]) == (-2, 0, 3)


def test_an_inline_card_may_not_reuse_a_pool_id(tmp_path):
    with pytest.raises(InputError, match="ALT_CORE_B_BR_13_C: the id is already a card"):
        _build(tmp_path, INLINE.replace("TEST_SUNKEN", "ALT_CORE_B_BR_13_C"))


def test_an_inline_card_that_creates_a_token_no_file_defines_is_refused(tmp_path):
    summoner = INLINE.replace("forest: -2, mountain: 0, water: 3}",
                              "forest: -2, mountain: 0, water: 3,\n"
                              "         abilities: [{kind: reaction, trigger: {\"on\": joins}, "
                              "effect: [{kind: create_token, token: No Such Token}]}]}")
    with pytest.raises(InputError, match="create_token: no token card is named 'No Such Token'"):
        _build(tmp_path, summoner)
