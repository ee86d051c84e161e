"""Saves built to hurt: deep nesting, enormous numbers, absurd deck sizes, files that are
not files, settings of the wrong type, names holding escape sequences. Each is one line
naming the file, exit 1, no traceback, no hang, the file unchanged, and one bad save never
keeps the others (or a new match) from starting. The hostile records are written with the
install's key (as the program itself would): even a validly signed save is checked."""

from __future__ import annotations

import json
import os

import pytest

from altered_tui.cli import main
from altered_tui.saves.store import MAX_SAVE_BYTES, saves_dir
from tests.saves.helpers import edit_record, edit_record_text, recorded_game


@pytest.fixture
def good_save(data_dir):
    _, recorder = recorded_game(seed=6, folder=saves_dir())
    _edit(recorder.path, lambda d: d.update(winner=None, final_hash=None))  # resumable
    return recorder.path


_edit = edit_record


def _deep(text: str) -> str:
    return text.replace('"settings": {}', '"settings": {"x": ' + "[" * 1500 + "]" * 1500 + "}")


def _long_number(text: str) -> str:
    data = json.loads(text)
    return text.replace(f'"seed": {data["seed"]}', '"seed": ' + "9" * 5000)


def _billions(data):
    data["decks"][0]["cards"] = [[cid, 2_000_000_000] for cid, _ in data["decks"][0]["cards"]]


def _many_small_counts(data):
    data["decks"][0]["cards"] = [[cid, 99] for cid, _ in data["decks"][0]["cards"]] * 20


HOSTILE = {
    "nested 1,500 levels": (lambda p: edit_record_text(p, _deep), "nested"),
    "a 5,000-digit integer": (lambda p: edit_record_text(p, _long_number), "5,000 digits"),
    "counts of billions": (lambda p: _edit(p, _billions), "decks.0.cards"),
    "counts adding up to thousands": (lambda p: _edit(p, _many_small_counts), "at most 999"),
    "a count that is true": (lambda p: _edit(p, lambda d: d["decks"][0]["cards"][0].__setitem__(1, True)),
                             "decks.0.cards"),
    "vs_ai: []": (lambda p: _edit(p, lambda d: d.update(settings={"vs_ai": []})),
                  "settings: Value error, vs_ai: expected the name of a computer level"),
    "an escape sequence in a name": (lambda p: _edit(p, lambda d: d.update(names=["\x1b[2JAnn", "Bob"])),
                                     "names.0: Value error, holds the control character '\\x1b'"),
    "oversized": (lambda p: p.write_bytes(b" " * (MAX_SAVE_BYTES + 1)), "is too large"),
}


def _one_line(capsys, path, expected):
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith(f"error: {path}: ") and expected in err, err


@pytest.mark.parametrize("kind", list(HOSTILE))
@pytest.mark.parametrize("command", ["resume", "replay"])
def test_a_hostile_save_is_one_line_and_left_alone(good_save, capsys, kind, command):
    spoil, expected = HOSTILE[kind]
    spoil(good_save)
    before = good_save.read_bytes()
    assert main([command, str(good_save)] + (["--json"] if command == "replay" else [])) == 1
    _one_line(capsys, good_save, expected)
    assert good_save.read_bytes() == before


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_a_hostile_save_in_the_folder_does_not_hide_the_others(good_save, capsys, kind):
    bad = good_save.with_name("zz-bad.json")
    bad.write_bytes(good_save.read_bytes())
    HOSTILE[kind][0](bad)
    before = bad.read_bytes()
    assert main(["resume", "--list"]) == 0
    out, err = capsys.readouterr()
    assert str(good_save) in out and str(bad) not in out
    assert err.startswith(f"warning: {bad}: ") and err.count("\n") == 1
    assert bad.read_bytes() == before


def test_a_fifo_save_is_refused_without_waiting_for_a_writer(tmp_path, capsys):
    fifo = tmp_path / "match.json"
    os.mkfifo(fifo)
    for command in (["resume", str(fifo)], ["replay", str(fifo), "--json"]):
        assert main(command) == 1
        _one_line(capsys, fifo, "is a pipe (FIFO), not a file")


def test_a_fifo_in_the_saves_folder_is_skipped_with_a_warning(good_save, capsys):
    fifo = good_save.with_name("pipe.json")
    os.mkfifo(fifo)
    assert main(["resume", "--list"]) == 0
    out, err = capsys.readouterr()
    assert str(good_save) in out
    assert err == f"warning: {fifo}: is a pipe (FIFO), not a file\n"


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null"])
def test_a_device_is_not_a_save(capsys, device):
    assert main(["replay", device, "--json"]) == 1
    _one_line(capsys, device, "is a device, not a file")


def test_a_new_match_is_not_blocked_by_a_bad_save(good_save, capsys, monkeypatch):
    """`play` first looks for unfinished matches: a hostile file there is skipped."""
    import altered_tui.ui.app as app_module

    HOSTILE["nested 1,500 levels"][0](good_save)
    started = []
    monkeypatch.setattr(app_module, "run_match", lambda *a, **k: started.append(a) or 0)
    assert main(["play"]) == 0
    assert started
