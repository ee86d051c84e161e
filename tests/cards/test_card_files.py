"""Card files that read as YAML but do not describe a card: errors name file, line and field."""

from __future__ import annotations

import pytest

from altered_tui.cards.pool import card_files, default_pool, load_card_file, load_pool_from
from altered_tui.cards.yamlsource import InputError, Problem
from tests.cards.helpers import character_yaml, write

# Line 4 is the version's "- id:", line 7 its hand_cost (see character_yaml).
KAPPA = character_yaml("Kappa", ("T_KAPPA_C", "common"))


def problems_of(path) -> list[Problem]:
    with pytest.raises(InputError) as caught:
        load_card_file(path)
    return caught.value.problems


def test_unknown_field_is_refused_at_its_line(tmp_path):
    path = write(tmp_path / "kappa.yaml", KAPPA + "    colour: blue\n")
    assert problems_of(path) == [Problem(str(path), 12, "versions.0.colour: unknown field")]


def test_unknown_top_level_field_is_refused_at_its_line(tmp_path):
    path = write(tmp_path / "kappa.yaml", "flavour: wet\n" + KAPPA)
    assert problems_of(path) == [Problem(str(path), 1, "flavour: unknown field")]


def test_word_where_a_number_is_expected_names_the_field(tmp_path):
    path = write(tmp_path / "kappa.yaml", KAPPA.replace("hand_cost: 1", "hand_cost: three"))
    [problem] = problems_of(path)
    assert (problem.path, problem.line) == (str(path), 7)
    assert problem.message.startswith("versions.0.hand_cost: ")


def test_negative_cost_is_refused(tmp_path):
    path = write(tmp_path / "kappa.yaml", KAPPA.replace("reserve_cost: 1", "reserve_cost: -1"))
    [problem] = problems_of(path)
    assert (problem.line, problem.message.split(":")[0]) == (8, "versions.0.reserve_cost")


def test_unknown_card_type_names_the_type_field(tmp_path):
    path = write(tmp_path / "kappa.yaml", KAPPA.replace("type: character", "type: wizard"))
    [problem] = problems_of(path)
    assert (problem.line, problem.message.split(":")[0]) == (2, "type")
    assert "character" in problem.message  # says what would be accepted


def test_character_missing_a_stat_points_at_its_version(tmp_path):
    path = write(tmp_path / "kappa.yaml", KAPPA.replace("    mountain: 1\n", ""))
    [problem] = problems_of(path)
    assert (problem.path, problem.line) == (str(path), 4)
    assert "T_KAPPA_C" in problem.message and "mountain" in problem.message


def test_missing_required_field_is_named(tmp_path):
    path = write(tmp_path / "kappa.yaml", KAPPA.replace("name: Kappa\n", ""))
    [problem] = problems_of(path)
    assert (problem.line, problem.message) == (1, "name: Field required")


def test_duplicate_card_id_across_files_names_both_places(tmp_path):
    first = write(tmp_path / "a-kappa.yaml", KAPPA)
    second = write(tmp_path / "b-kappa.yaml", "# a copy\n" + KAPPA.replace("Kappa", "Other"))
    with pytest.raises(InputError) as caught:
        load_pool_from([first, second])
    [problem] = caught.value.problems
    assert (problem.path, problem.line) == (str(second), 5)
    assert problem.message == f"id: T_KAPPA_C is already defined at {first}:4"


def test_duplicate_card_id_within_a_file_names_the_second_version(tmp_path):
    text = character_yaml("Kappa", ("T_KAPPA_C", "common"), ("T_KAPPA_C", "rare"))
    path = write(tmp_path / "kappa.yaml", text)
    with pytest.raises(InputError) as caught:
        load_pool_from([path])
    assert caught.value.problems == [
        Problem(str(path), 12, f"id: T_KAPPA_C is already defined at {path}:4")]


def test_pool_reports_every_broken_file_not_just_the_first(tmp_path):
    write(tmp_path / "a.yaml", "")
    write(tmp_path / "b.yaml", KAPPA.replace("hand_cost: 1", "hand_cost: three"))
    with pytest.raises(InputError) as caught:
        load_pool_from(card_files(tmp_path))
    assert [p.path for p in caught.value.problems] == [str(tmp_path / "a.yaml"), str(tmp_path / "b.yaml")]


def test_card_files_include_yml_and_skip_decks_folders(tmp_path):
    write(tmp_path / "a.yaml", KAPPA)
    write(tmp_path / "sub" / "b.yml", KAPPA)
    write(tmp_path / "decks" / "deck.yaml", "name: d\n")
    write(tmp_path / "notes.txt", "hello\n")
    assert card_files(tmp_path) == [tmp_path / "a.yaml", tmp_path / "sub" / "b.yml"]


def test_bundled_pool_loads():
    assert len(default_pool()) > 0


def test_2_2_3_b_every_permanent_lists_its_zone_type_with_its_subtypes():
    # A Permanent's type line names its zone type, Landmark or Expedition (CR 2.2.3.b-c); the
    # inspector shows it with the sub-types, so every Permanent of the pool must carry it there.
    missing = [f"{d.id} {d.name}" for d in default_pool().defs.values()
               if d.type.value == "permanent" and not d.token
               and d.zone_type is not None and d.zone_type.value.capitalize() not in d.subtypes]
    assert missing == []
