"""`altered-tui check`: scenario files play their actions and report each expectation; the
rules scenarios under tests/scenarios/ (rules/, cr_examples/) all hold."""

from __future__ import annotations

from pathlib import Path

import pytest

from altered_tui.cards.pool import default_pool
from altered_tui.cli import main
from altered_tui.scenario_check import check_file

HERE = Path(__file__).parent
RULE_SCENARIOS = sorted(HERE.glob("*/*.yaml"))


@pytest.mark.parametrize("path", RULE_SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_rules_scenario_holds(path):
    lines = check_file(path, default_pool())
    assert lines and all(line.ok for line in lines), "\n".join(map(str, lines))


def test_2_1_e_a_token_placed_by_a_scenario_ceases_to_exist_at_rest():
    lines = check_file(HERE / "rules" / "2_1_e_scenario_token.yaml", default_pool())
    assert [line.ok for line in lines] == [True] * 4


BASE = """\
name: check
phase: afternoon
players:
  - name: Ann
    hero: ALT_CORE_B_BR_01_C
    deck: [ALT_CORE_B_BR_08_C]
    hand: [{id: ALT_CORE_B_BR_13_C, label: kappa}]
    mana: [ALT_CORE_B_BR_08_C, ALT_CORE_B_BR_08_C, ALT_CORE_B_BR_08_C, ALT_CORE_B_BR_08_C]
  - name: Bob
    hero: ALT_CORE_B_LY_01_C
    deck: [ALT_CORE_B_LY_08_C]
"""


def _write(tmp_path, text: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(text)
    return path


def test_check_plays_the_actions_and_reports_each_line(tmp_path, capsys):
    path = _write(tmp_path, BASE + """\
actions:
  - "play {kappa}@hand -> hero"
expect:
  - {card: "{kappa}", zone: expedition, side: hero}
  - {card: "{kappa}", zone: reserve}
  - pending: {player: 1, kind: turn}
""")
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{path}:15: ok: card: {{kappa}}, zone: expedition, side: hero"
    assert out[1].startswith(f"{path}:16: FAIL: {{kappa}}: none matches (found: #")
    assert out[1].endswith("in expedition hero)")
    assert out[2].startswith(f"{path}:17: ")


def test_an_illegal_action_is_reported_at_its_line_and_stops_the_check(tmp_path, capsys):
    path = _write(tmp_path, BASE + """\
actions:
  - "play {kappa}@reserve -> hero"
expect:
  - {winner: none}
""")
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{path}:13: FAIL: action 'play Kappa#") and "legal: " in out[0]
    assert out[1] == f"{path}:15: FAIL: not reached"


@pytest.mark.parametrize("bad, expected", [
    ("  - {card: \"{nobody}\", zone: hand}\n", ":13: no card is labelled nobody"),
    ("  - {player: 1}\n", ":13: expect.0: an expectation needs something"),
    ("  - {zone: hand}\n", ":13: expect.0: zone, side, count"),
    ("  - {colour: red}\n", ":13: expect.0.colour: unknown field"),
    ("  - {region: 0}\n", ":13: expect.0: region and terrains go together"),
    ("  - {keywords: [gigantic]}\n", ":13: expect.0: zone, side, count"),
], ids=["unknown-label", "nothing", "zone-without-card", "unknown-field", "region-alone",
        "keywords-without-card"])
def test_a_bad_expectation_is_a_file_line_error(tmp_path, capsys, bad, expected):
    path = _write(tmp_path, BASE + "expect:\n" + bad)
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"{path}{expected}") and out.count("\n") == 1, out


def test_a_scenario_without_expectations_fails_the_check(tmp_path, capsys):
    path = _write(tmp_path, BASE)
    assert main(["check", str(path)]) == 1
    assert capsys.readouterr().out == f"{path}: FAIL: nothing to check (no expect: section)\n"


def test_a_missing_scenario_is_one_line(tmp_path, capsys):
    assert main(["check", str(tmp_path / "none.yaml")]) == 1
    assert capsys.readouterr().out == f"{tmp_path / 'none.yaml'}: no such file\n"


def test_the_readme_example_holds(tmp_path):
    readme = (HERE.parents[1] / "README.md").read_text()
    section = readme.split("## Scenarios and `altered-tui check`", 1)[1]
    example = section.split("```yaml\n", 1)[1].split("```", 1)[0]
    lines = check_file(_write(tmp_path, example), default_pool())
    assert len(lines) == 6 and all(line.ok for line in lines), "\n".join(map(str, lines))


def test_region_terrains_and_keywords_are_checked_as_they_are_now(tmp_path, capsys):
    path = _write(tmp_path, BASE.replace("    hand: [", "    hero_expedition: [ALT_CORE_B_BR_20_C]\n    hand: [") + """\
expect:
  - {region: 0, terrains: [forest, mountain, water]}
  - {region: 7, terrains: [water]}
  - {card: ALT_CORE_B_BR_20_C, keywords: [gigantic]}
  - {card: ALT_CORE_B_BR_20_C, keywords: [defender]}
""")
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{path}:14: ok: region: 0")
    assert out[1] == (f"{path}:15: FAIL: region 7: expected ['water'], found "
                      "['forest', 'mountain', 'water']")
    assert out[2].startswith(f"{path}:16: ok: ")
    assert out[3].startswith(f"{path}:17: FAIL: ALT_CORE_B_BR_20_C: none matches")
