"""Deck, card and scenario files built to hurt: counts of thousands of digits, `true` or
billions, pipes, devices and huge files. Each is refused before anything is built, as one
line naming the file (and line), exit 1, no traceback, no hang."""

from __future__ import annotations

import os
import re

import pytest

from altered_tui.cards.pool import decks_dir
from altered_tui.cards.yamlsource import MAX_TEXT_BYTES
from altered_tui.cli import main

STARTER = decks_dir() / "bravos-starter.yaml"
OTHER = str(decks_dir() / "lyra-starter.yaml")
FIRST_COUNT_LINE = 6  # the line of the starter deck's first card entry


def _yaml_with_first_count(tmp_path, count: str):
    path = tmp_path / "deck.yaml"
    path.write_text(re.sub(r": 3\b", f": {count}", STARTER.read_text(), count=1))
    return path


def _one_line(capsys, prefix: str, expected: str) -> None:
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("\n") == 1, err
    assert err.startswith(f"error: {prefix}") and expected in err, err


@pytest.mark.parametrize("count, expected", [
    ("9" * 5000, "is too long"),
    ("true", "expected a whole number, found 'true', which YAML reads as true"),
    ("2000000000", "count 2,000,000,000 is absurd"),
])
@pytest.mark.parametrize("command", ["play", "simulate"])
def test_an_absurd_yaml_count_is_refused_at_its_line(tmp_path, capsys, count, expected, command):
    deck = _yaml_with_first_count(tmp_path, count)
    before = deck.read_bytes()
    assert main([command, str(deck), OTHER]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.startswith(f"error: {deck}:{FIRST_COUNT_LINE}: ") and expected in err, err
    assert deck.read_bytes() == before


def test_counts_adding_up_to_billions_are_refused_in_a_practice_deck(tmp_path, capsys):
    """A practice deck may break CR 1.1.4, but not by billions of cards."""
    deck = _yaml_with_first_count(tmp_path, "99")
    text = deck.read_text().replace("cards:", "practice: true\ncards:")
    deck.write_text(re.sub(r": [123]\b", ": 99", text))
    assert main(["simulate", str(deck), OTHER, "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and "this program plays decks of at most 999" in err


def test_a_deck_list_count_of_5000_digits_is_refused_at_its_line(tmp_path, capsys):
    deck = tmp_path / "list.txt"
    deck.write_text("1 ALT_CORE_B_BR_01_C\n" + "9" * 5000 + " ALT_CORE_B_BR_08_C\n")
    assert main(["play", str(deck), OTHER]) == 1
    _one_line(capsys, f"{deck}:2: ", "a count of 5,000 digits is absurd")


def test_a_deck_list_count_of_billions_is_refused(tmp_path, capsys):
    deck = tmp_path / "list.txt"
    deck.write_text("1 ALT_CORE_B_BR_01_C\n3000000000 ALT_CORE_B_BR_08_C\n")
    assert main(["simulate", str(deck), OTHER, "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert f"error: {deck}:2: " in err and "absurd" in err and "Traceback" not in err


def _fifo(tmp_path, name):
    path = tmp_path / name
    os.mkfifo(path)
    return str(path)


@pytest.mark.parametrize("make, expected", [
    (lambda tmp: _fifo(tmp, "deck.yaml"), "is a pipe (FIFO), not a file"),
    (lambda tmp: _fifo(tmp, "deck.txt"), "is a pipe (FIFO), not a file"),
    (lambda tmp: "/dev/zero", "is a device, not a file"),
], ids=["fifo-yaml", "fifo-txt", "dev-zero"])
def test_a_deck_that_is_not_a_regular_file_is_refused_unread(tmp_path, capsys, make, expected):
    path = make(tmp_path)
    assert main(["play", path, OTHER]) == 1
    _one_line(capsys, f"{path}: ", expected)


def test_an_oversized_deck_is_refused_unread(tmp_path, capsys):
    path = tmp_path / "deck.yaml"
    path.write_bytes(b"#" * (MAX_TEXT_BYTES + 1))
    assert main(["play", str(path), OTHER]) == 1
    _one_line(capsys, f"{path}: ", "is too large")


@pytest.mark.parametrize("make", [lambda tmp: _fifo(tmp, "s.yaml"), lambda tmp: "/dev/zero"],
                         ids=["fifo", "dev-zero"])
def test_a_scenario_that_is_not_a_regular_file_is_refused_unread(tmp_path, capsys, make):
    path = make(tmp_path)
    assert main(["play", "--scenario", path]) == 1
    _one_line(capsys, f"{path}: ", "not a file")


def test_validate_refuses_card_files_that_are_not_regular_files(tmp_path, capsys):
    fifo = _fifo(tmp_path, "card.yaml")
    assert main(["validate", fifo, "/dev/zero"]) == 1
    out = capsys.readouterr().out
    assert f"{fifo}: is a pipe (FIFO), not a file" in out
    assert "/dev/zero: is a device, not a file" in out


@pytest.mark.parametrize("names", ["Ann,\x1b[2JBob", "\x07Ann,Bob"])
def test_names_with_control_characters_are_refused(capsys, names):
    assert main(["play", "--names", names]) == 1
    _one_line(capsys, "--names: ", "holds the control character")
