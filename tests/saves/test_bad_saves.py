"""Truncated, empty, binary, wrong-version and tampered saves: one line naming the file,
exit 1, no traceback, and the file is left exactly as it was. A tampered record is written
here with the install's key (as the program itself would), to show that even then each
step is checked against the replay."""

from __future__ import annotations

import pytest

from altered_tui.cli import main
from altered_tui.saves.model import FORMAT_VERSION
from altered_tui.saves.store import saves_dir
from altered_tui.saves.store import CHANGED
from tests.saves.helpers import edit_record, edit_record_text, recorded_game


@pytest.fixture
def good_save(data_dir):
    _, recorder = recorded_game(seed=6, folder=saves_dir())
    return recorder.path


def _edited(path, change):
    edit_record(path, change)
    return path


def _illegal_action(data):
    data["actions"][5]["text"] = "play Nobody#999@hand -> hero"


def _swapped_actions(data):
    data["actions"][3], data["actions"][4] = data["actions"][4], data["actions"][3]


def _digest_mismatch(data):
    data["actions"][10]["digest"] = "0" * 64


def _final_hash_mismatch(data):
    data["final_hash"] = "f" * 64


def _other_seed(data):
    data["seed"] += 1


def _unknown_card(data):
    data["decks"][0]["hero"] = "NOT_A_CARD"


def _wrong_player(data):
    data["actions"][0]["player"] = 1 - data["actions"][0]["player"]


def _wrong_type(data):
    data["seed"] = "seven"


BAD_CONTENTS = {
    "truncated": lambda text: text[: len(text) // 2],
    "empty": lambda text: "",
    "binary": lambda text: "\x00\xff\xfe",
    "not a save": lambda text: "[1, 2, 3]",
}
# Inside the encrypted record, written with the key.
BAD_RECORDS = {
    "wrong version": lambda text: text.replace(f'"format_version": {FORMAT_VERSION}',
                                               '"format_version": 99'),
    "a version that is true": lambda text: text.replace(f'"format_version": {FORMAT_VERSION}',
                                                        '"format_version": true'),
    "truncated": lambda text: text[: len(text) // 2],
    "not a save": lambda text: "[1, 2, 3]",
}

TAMPERED = [_illegal_action, _swapped_actions, _digest_mismatch, _final_hash_mismatch,
            _other_seed, _unknown_card, _wrong_player, _wrong_type]

EXPECTED = {
    "truncated": CHANGED, "empty": "is empty", "binary": "binary data",
    "not a save": "no signature line",
    "_illegal_action": "action 6: not a legal action now", "_swapped_actions": "action 4",
    "_digest_mismatch": "action 11", "_final_hash_mismatch": "state hash mismatch",
    "_other_seed": "start digest mismatch", "_unknown_card": "unknown card id NOT_A_CARD",
    "_wrong_player": "action 1", "_wrong_type": "invalid save: seed",
}


def _check_one_line_error(capsys, command, path, before: bytes, expected: str):
    assert main(command) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith(f"error: {path}: ")
    assert expected in err
    assert path.read_bytes() == before  # never overwritten
    assert path.exists()


@pytest.mark.parametrize("kind", list(BAD_CONTENTS))
@pytest.mark.parametrize("command", ["resume", "replay"])
def test_an_unreadable_save_is_a_one_line_error(good_save, capsys, kind, command):
    text = good_save.read_text()
    if kind == "binary":
        good_save.write_bytes(b"\x00\xff\xfe\x80binary")
    else:
        good_save.write_text(BAD_CONTENTS[kind](text))
    before = good_save.read_bytes()
    args = [command, str(good_save)] + (["--json"] if command == "replay" else [])
    _check_one_line_error(capsys, args, good_save, before, EXPECTED[kind])


RECORD_EXPECTED = {
    "wrong version": "version 99 is not supported", "a version that is true":
    "version True is not supported", "truncated": "corrupt or truncated",
    "not a save": "no format_version",
}


@pytest.mark.parametrize("kind", list(BAD_RECORDS))
@pytest.mark.parametrize("command", ["resume", "replay"])
def test_an_unreadable_record_is_a_one_line_error(good_save, capsys, kind, command):
    edit_record_text(good_save, BAD_RECORDS[kind])
    before = good_save.read_bytes()
    args = [command, str(good_save)] + (["--json"] if command == "replay" else [])
    _check_one_line_error(capsys, args, good_save, before, RECORD_EXPECTED[kind])


@pytest.mark.parametrize("tamper", TAMPERED, ids=lambda f: f.__name__)
@pytest.mark.parametrize("command", ["resume", "replay"])
def test_a_tampered_save_is_a_one_line_error(good_save, capsys, tamper, command):
    if command == "resume":  # resume refuses finished matches first: make it unfinished
        _edited(good_save, lambda d: d.update(winner=None))
        if tamper is not _final_hash_mismatch:
            _edited(good_save, lambda d: d.update(final_hash=None))
    _edited(good_save, tamper)
    before = good_save.read_bytes()
    args = [command, str(good_save)] + (["--json"] if command == "replay" else [])
    _check_one_line_error(capsys, args, good_save, before, EXPECTED[tamper.__name__])


def test_a_missing_save_is_a_one_line_error(tmp_path, capsys):
    missing = tmp_path / "none.json"
    assert main(["replay", str(missing)]) == 1
    assert capsys.readouterr().err == f"error: {missing}: no such file\n"


def test_resume_lists_around_a_bad_file_with_a_warning(good_save, capsys):
    _edited(good_save, lambda d: d.update(winner=None))
    broken = good_save.parent / "broken.json"
    broken.write_text("{")
    assert main(["resume", "--list"]) == 0
    out, err = capsys.readouterr()
    assert str(good_save) in out and "Ann" in out
    assert err.startswith(f"warning: {broken}: {CHANGED} (it is not signed") and err.count("\n") == 1
    assert broken.read_text() == "{"


def test_an_unknown_computer_level_is_a_one_line_error(good_save, capsys):
    _edited(good_save, lambda d: d.update(winner=None, final_hash=None, settings={"vs_ai": "wizard"}))
    before = good_save.read_bytes()
    _check_one_line_error(capsys, ["resume", str(good_save)], good_save, before,
                          "settings: vs_ai: unknown computer level 'wizard'")
