"""Files that are not readable card YAML: each fails with its path and, where there is one, its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from altered_tui.cards.pool import load_card_file
from altered_tui.cards.yamlsource import InputError, Problem
from tests.cards.helpers import character_yaml, write


def only_problem(path: Path) -> Problem:
    with pytest.raises(InputError) as caught:
        load_card_file(path)
    assert len(caught.value.problems) == 1, caught.value.problems
    return caught.value.problems[0]


def test_broken_yaml_syntax_names_the_line(tmp_path):
    path = write(tmp_path / "bad.yaml", "name: Kappa\n  type: hero\n")
    problem = only_problem(path)
    assert (problem.path, problem.line) == (str(path), 2)
    assert "not valid YAML" in problem.message


def test_prose_is_not_a_mapping_of_fields(tmp_path):
    path = write(tmp_path / "notes.yaml", "Just some notes,\nnot a card.\n")
    problem = only_problem(path)
    assert (problem.path, problem.line) == (str(path), 1)
    assert "expected a mapping of fields" in problem.message


def test_a_list_at_top_level_is_not_a_mapping_of_fields(tmp_path):
    path = write(tmp_path / "list.yaml", "- name: Kappa\n")
    assert "found list" in only_problem(path).message


@pytest.mark.parametrize("text", ["", "\n   \n", "# only a comment\n"])
def test_empty_file_has_no_line(tmp_path, text):
    path = write(tmp_path / "empty.yaml", text)
    assert only_problem(path) == Problem(str(path), None, "is empty")


def test_binary_file_is_refused(tmp_path):
    path = write(tmp_path / "image.yaml", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    problem = only_problem(path)
    assert (problem.path, problem.line) == (str(path), None)
    assert "binary" in problem.message


def test_non_utf8_file_names_the_line_of_the_bad_byte(tmp_path):
    path = write(tmp_path / "latin1.yaml", "type: character\nname: Caf\xe9\n".encode("latin-1"))
    problem = only_problem(path)
    assert (problem.path, problem.line) == (str(path), 2)
    assert "UTF-8" in problem.message


def test_control_character_names_its_line(tmp_path):
    path = write(tmp_path / "bell.yaml", "name: Kappa\ntype: \x07\n")
    problem = only_problem(path)
    assert (problem.line, "not valid YAML" in problem.message) == (2, True)


def test_utf8_byte_order_mark_is_accepted(tmp_path):
    path = write(tmp_path / "kappa.yaml", "\ufeff" + character_yaml("Kappa", ("T_K_C", "common")))
    assert [d.id for d in load_card_file(path)] == ["T_K_C"]


def test_missing_path_has_no_line(tmp_path):
    path = tmp_path / "nowhere.yaml"
    assert only_problem(path) == Problem(str(path), None, "no such file")


def test_folder_is_not_a_file(tmp_path):
    assert only_problem(tmp_path) == Problem(str(tmp_path), None, "is a folder, not a file")


def test_duplicate_key_names_the_second_occurrence(tmp_path):
    path = write(tmp_path / "twice.yaml", "name: Kappa\nname: Kappa again\ntype: character\n")
    assert only_problem(path) == Problem(str(path), 2, "name: the key appears twice")


def test_alias_that_contains_itself_is_refused(tmp_path):
    path = write(tmp_path / "loop.yaml", "name: &a [*a]\n")
    problem = only_problem(path)
    assert (problem.line, "alias" in problem.message) == (1, True)


def test_alias_expansion_bomb_is_refused(tmp_path):
    text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for prev, cur in zip("abcdefg", "bcdefgh"):
        text += f"{cur}: &{cur} [" + ", ".join([f"*{prev}"] * 10) + "]\n"
    assert "too many values" in only_problem(write(tmp_path / "bomb.yaml", text)).message


def test_very_deep_nesting_is_refused(tmp_path):
    path = write(tmp_path / "deep.yaml", "[" * 5000 + "]" * 5000)
    message = only_problem(path).message
    assert message.startswith("not valid YAML") and "nest" in message


def test_python_tags_are_not_constructed(tmp_path):
    path = write(tmp_path / "tag.yaml", "name: !!python/name:os.getcwd ''\n")
    problem = only_problem(path)
    assert (problem.line, "not valid YAML" in problem.message) == (1, True)
