"""Unique records read from the publisher's JSON card format and from our YAML form; a bad
record is one clear PATH:LINE problem per mistake (CR 1.1.4.g: a Unique is a card of its own)."""

from __future__ import annotations

import copy

import pytest

from altered_tui.cards.models import Faction
from altered_tui.cards.unique_records import read_records, record_yaml
from altered_tui.cards.yamlsource import InputError
from tests.uniques.publisher import HYDRACAENA, OGUN, write_card


def test_a_publisher_card_gives_its_faction_costs_statistics_and_part_lines(tmp_path):
    [record] = read_records(write_card(tmp_path, HYDRACAENA))
    assert (record.reference, record.name, record.faction) == \
        ("ALT_COREKS_B_MU_22_U_3140", "Hydracaena", Faction.MU)
    assert (record.hand_cost, record.reserve_cost) == (7, 8)
    assert (record.forest, record.mountain, record.water) == (5, 5, 0)
    assert record.main == [(23, 181, 142), (20, 191, 146)]  # trigger, condition, output
    assert record.support == (192, 191, 245)


def test_a_publisher_card_without_support_line_has_none(tmp_path):
    [record] = read_records(write_card(tmp_path, OGUN))
    assert record.support is None and record.main == [(24, 191, 76), (24, 171, 70)]


def test_lines_follow_their_printed_sequence_not_the_file_order(tmp_path):
    card = copy.deepcopy(HYDRACAENA)
    main = next(e for e in card["cardElements"]
                if e["cardElementType"]["reference"] == "MAIN_EFFECT")
    main["cardEffectDisplays"].reverse()
    [record] = read_records(write_card(tmp_path, card))
    assert record.main == [(23, 181, 142), (20, 191, 146)]


def test_our_yaml_form_reads_back_what_it_was_written_from(tmp_path):
    [record] = read_records(write_card(tmp_path, HYDRACAENA))
    path = tmp_path / "hydracaena.yaml"
    path.write_text(record_yaml(record))
    assert read_records(path) == [record]
    many = tmp_path / "many.yaml"
    many.write_text("uniques:\n" + "".join(
        "  - " + record_yaml(r).replace("\n", "\n    ").rstrip() + "\n"
        for r in [record, *read_records(write_card(tmp_path, OGUN))]))
    assert [r.reference for r in read_records(many)] == \
        ["ALT_COREKS_B_MU_22_U_3140", "ALT_COREKS_B_AX_06_U_5"]


def _problems(path) -> list[str]:
    with pytest.raises(InputError) as caught:
        read_records(path)
    return [str(p) for p in caught.value.problems]


def test_a_bad_field_in_our_yaml_form_is_named_at_its_line(tmp_path):
    [record] = read_records(write_card(tmp_path, OGUN))
    path = tmp_path / "bad.yaml"
    path.write_text(record_yaml(record).replace("forest: 0", "forest: yes")
                    .replace("faction: AX", "faction: XX"))
    problems = _problems(path)
    assert any(p.startswith(f"{path}:3: faction") for p in problems)
    assert any(p.startswith(f"{path}:6: forest") for p in problems)


def test_a_record_with_four_lines_or_an_id_that_is_no_unique_is_refused(tmp_path):
    [record] = read_records(write_card(tmp_path, OGUN))
    path = tmp_path / "bad.yaml"
    path.write_text(record_yaml(record)
                    .replace("ALT_COREKS_B_AX_06_U_5", "ALT_COREKS_B_AX_06_C")
                    .replace("main: [[", "main: [[1, 2, 3], [1, 2, 3], ["))
    problems = _problems(path)
    assert any("reference" in p and "Unique card's id" in p for p in problems)
    assert any(":9: main" in p and "at most 3" in p for p in problems)


def test_a_publisher_line_with_printed_text_only_is_said_so_at_its_line(tmp_path):
    card = copy.deepcopy(OGUN)
    main = next(e for e in card["cardElements"]
                if e["cardElementType"]["reference"] == "MAIN_EFFECT")
    for part in main["cardEffectDisplays"][1]["cardEffect"]["cardEffectElements"]:
        del part["idGd"]
    path = write_card(tmp_path, card)
    [problem] = _problems(path)
    assert "no part id (idGd)" in problem and problem.startswith(f"{path}:")
    text = path.read_text().splitlines()
    line = int(problem.split(":")[1])
    assert text[line - 1].strip() == "{" and '"sequence": 1' in text[line]  # the second line
