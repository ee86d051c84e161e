"""`altered-tui cards` at a terminal: it reads in 100 columns (each card's text under its
row), goes through a pager when longer than the screen, and suggests a name for a typo."""

from __future__ import annotations

import io
import pydoc
import re
import sys


from altered_tui.cli import main

ANSI = re.compile(r"\x1b\[[0-9;]*m")


class Screen(io.StringIO):
    """stdout as a terminal: what is printed on it, and what a pager was given."""

    def __init__(self):
        super().__init__()
        self.paged: list[str] = []

    def isatty(self) -> bool:
        return True


def as_terminal(monkeypatch) -> Screen:
    """From now on stdout is a terminal of 100 x 40 (COLUMNS and LINES say its size). Called
    in the test itself: the test run's own capture replaces stdout before each test."""
    screen = Screen()
    monkeypatch.setattr(sys, "stdout", screen)
    monkeypatch.setenv("COLUMNS", "100")
    monkeypatch.setenv("LINES", "40")
    monkeypatch.setattr(pydoc, "pager", screen.paged.append)
    return screen


def _lines(text: str) -> list[str]:
    return ANSI.sub("", text).splitlines()


def test_cards_fits_100_columns_with_each_text_under_its_row(monkeypatch):
    terminal = as_terminal(monkeypatch)
    assert main(["cards", "Kappa"]) == 0
    lines = _lines(terminal.getvalue())
    assert terminal.paged == []  # short: printed as it is
    assert lines and all(len(line) <= 100 for line in lines)
    row = next(i for i, line in enumerate(lines) if line.startswith("ALT_CORE_B_BR_13_R "))
    assert "Kappa" in lines[row] and "Bravos" in lines[row] and "4/4/5" in lines[row]
    assert lines[row + 1] == "    Seasoned."  # the text beneath, indented, as plain text
    assert lines[row + 2].startswith("    [Support] {D}: The next Character you play")


def test_a_long_text_wraps_under_its_row_within_the_terminal(monkeypatch):
    terminal = as_terminal(monkeypatch)
    monkeypatch.setenv("COLUMNS", "60")
    assert main(["cards", "Kappa"]) == 0
    lines = _lines(terminal.getvalue())
    assert all(len(line.rstrip()) <= 60 for line in lines)
    support = next(i for i, line in enumerate(lines) if "[Support]" in line)
    assert lines[support + 1].startswith("    ") and "boost." in lines[support + 1]


def test_a_list_longer_than_the_screen_goes_to_the_pager(monkeypatch):
    terminal = as_terminal(monkeypatch)
    assert main(["cards", "--faction", "BR", "--type", "character"]) == 0
    assert terminal.getvalue() == ""
    assert len(terminal.paged) == 1
    shown = _lines(terminal.paged[0])
    assert len(shown) > 40 and any("Kappa" in line for line in shown)


def test_piped_output_is_never_paged(capsys, monkeypatch):
    paged: list[str] = []
    monkeypatch.setattr(pydoc, "pager", paged.append)
    assert main(["cards", "--faction", "BR", "--type", "character"]) == 0
    assert paged == [] and capsys.readouterr().out.count("\n") > 40


def test_brief_is_one_line_per_card(capsys):
    assert main(["cards", "Kappa", "--brief"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines[3:]] == [
        "ALT_CORE_B_BR_13_C", "ALT_CORE_B_BR_13_R", "ALT_CORE_B_BR_13_R2"]


def test_a_typo_is_one_error_naming_the_nearest_card(capsys):
    assert main(["cards", "kapa"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("error: cards: no card named 'kapa'; did you mean Kappa")
    assert captured.err.count("\n") == 1


def test_a_search_near_nothing_says_only_that_nothing_matches(capsys):
    assert main(["cards", "zzzzqqq"]) == 1
    assert capsys.readouterr().err == "error: cards: no card named 'zzzzqqq'\n"
