"""Faults around the save file: a full disk or read-only folder at an autosave, two
processes on one save, a read-only save, files left by a kill, and a crash."""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from altered_tui.cli import main
from altered_tui.engine import legal_actions
from altered_tui.saves import store
from altered_tui.saves.model import SaveError
from altered_tui.saves.store import read_save, saves_dir
from altered_tui.ui.controller import MatchController
from tests.saves.helpers import pool_and_decks, recorded_game
from tests.ui.helpers import run_async

ROOT = Path(__file__).resolve().parents[2]


def _controller(folder) -> MatchController:
    pool, (deck1, deck2) = pool_and_decks()
    return MatchController(deck1, deck2, pool, seed=4, names=("Ann", "Bob"), autosave_to=folder)


def _play(controller: MatchController, count: int):
    outcome = None
    for _ in range(count):
        outcome = controller.choose(legal_actions(controller.state)[0].text)
    return outcome


def _fail_with(monkeypatch, code: int) -> None:
    def fail(*_args, **_kwargs):
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr(store.os, "fsync", fail)  # the write of the new file fails


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS, errno.EACCES])
def test_a_failed_autosave_keeps_the_match_going_and_says_why(data_dir, monkeypatch, code):
    controller = _controller(saves_dir())
    _play(controller, 3)
    path = controller.recorder.path
    before = path.read_bytes()
    with monkeypatch.context() as m:
        _fail_with(m, code)
        outcome = _play(controller, 2)
        assert outcome.save_error == f"{path}: {os.strerror(code)}"
        assert path.read_bytes() == before  # the last good save is intact
        assert [p.name for p in path.parent.iterdir() if p.suffix == ".tmp"] == []
    outcome = _play(controller, 1)  # the disk has room again: the whole record is written
    assert outcome.save_error is None
    assert read_save(path).action_texts == controller.history


def test_a_read_only_data_folder_at_the_first_save_does_not_stop_the_match(data_dir, monkeypatch):
    def refuse(*_args, **_kwargs):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))
    monkeypatch.setattr(store.tempfile, "mkstemp", refuse)
    controller = _controller(saves_dir())
    outcome = _play(controller, 5)
    assert "Read-only file system" in outcome.save_error
    assert not controller.over and controller.deciding_player is not None


@run_async
async def test_the_board_warns_once_when_saving_fails_and_when_it_works_again(data_dir, monkeypatch):
    from altered_tui.ui.app import AlteredApp
    from tests.ui.helpers import number_keys, pass_shared_screens

    app = AlteredApp(_controller(saves_dir()))
    async with app.run_test(size=(120, 40)) as pilot:
        async def act():
            await pass_shared_screens(pilot)
            await pilot.press(*number_keys(0, len(app.board.options)))
            await pilot.pause()

        def messages():
            return [n.message for n in app._notifications]

        await act()
        assert messages() == []
        with monkeypatch.context() as m:
            _fail_with(m, errno.ENOSPC)
            await act()
            await act()
        failed = [t for t in messages() if "could not be saved" in t]
        assert len(failed) == 1 and "No space left on device" in failed[0]
        await act()
        assert "The match is saved again." in messages()


@pytest.fixture
def open_save(data_dir):
    _, recorder = recorded_game(seed=6, folder=saves_dir())
    save = recorder.save.model_copy(update={"winner": None})
    del save.actions[20:]
    store.write_save(save.model_copy(update={"final_hash": None}), recorder.path)
    recorder.close()
    return recorder.path


def test_a_save_open_in_one_controller_cannot_be_resumed_by_another(open_save):
    pool, _ = pool_and_decks()
    first = MatchController.resume(read_save(open_save), open_save, pool)
    with pytest.raises(SaveError, match="this match is open in another window"):
        MatchController.resume(read_save(open_save), open_save, pool)
    first.recorder.close()
    MatchController.resume(read_save(open_save), open_save, pool).recorder.close()


def test_a_second_process_is_told_the_match_is_open_elsewhere(open_save, capsys):
    holder = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import sys, time
        from pathlib import Path
        from altered_tui.cards.pool import default_pool
        from altered_tui.saves.store import read_save
        from altered_tui.ui.controller import MatchController
        path = Path({str(open_save)!r})
        match = MatchController.resume(read_save(path), path, default_pool())
        print("open", flush=True)
        sys.stdin.read()
    """)], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "open\n"
        before = open_save.read_bytes()
        assert main(["resume", str(open_save)]) == 1
        err = capsys.readouterr().err
        assert err == f"error: {open_save}: this match is open in another window; finish or " \
                      f"quit it there first\n"
        assert open_save.read_bytes() == before
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
    assert holder.returncode == 0


def test_a_read_only_save_is_not_resumed_nor_replaced(open_save, capsys):
    open_save.chmod(stat.S_IRUSR | stat.S_IRGRP)
    before = open_save.read_bytes()
    assert main(["resume", str(open_save)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"error: {open_save}: the save file is read-only") and err.count("\n") == 1
    with pytest.raises(PermissionError):  # nor replaced by an autosave
        store.write_save(read_save(open_save), open_save)
    assert open_save.read_bytes() == before
    assert stat.S_IMODE(open_save.stat().st_mode) == stat.S_IRUSR | stat.S_IRGRP


def test_temporary_files_of_a_killed_write_are_removed_at_the_next_start(open_save, capsys):
    orphan = open_save.with_name(f".{open_save.name}.k3j2.tmp")
    orphan.write_text('{"format_version": 1, "half')
    stale_lock = open_save.with_name(".gone.json.lock")
    stale_lock.write_text("")
    assert main(["resume", "--list"]) == 0
    assert str(open_save) in capsys.readouterr().out
    assert not orphan.exists() and not stale_lock.exists() and open_save.exists()


def test_the_temporary_file_of_a_match_open_elsewhere_is_left_alone(open_save, capsys):
    pool, _ = pool_and_decks()
    controller = MatchController.resume(read_save(open_save), open_save, pool)
    in_progress = open_save.with_name(f".{open_save.name}.a1b2.tmp")
    in_progress.write_text("{")
    assert main(["resume", "--list"]) == 0
    assert in_progress.exists()
    controller.recorder.close()


def test_a_crash_exits_non_zero_in_one_line_without_hidden_cards(data_dir, tmp_path):
    """Textual's own report would list every frame's variables: hands and Deck order."""
    script = tmp_path / "crash.py"
    script.write_text(textwrap.dedent("""
        from textual.app import App
        from altered_tui.cli import main
        from altered_tui.ui.controller import MatchController

        run = App.run
        App.run = lambda self, **kw: run(self, headless=True, size=(120, 40))
        def broken(self, viewer, log_from=0):
            hand = [self.state.cards[c].card_id for c in self.state.players[viewer].hand]
            raise RuntimeError(f"broken view: {hand}")  # a message naming a hand
        MatchController.observe = broken
        raise SystemExit(main(["play", "--names", "Ann,Bob", "--seed", "5"]))
    """))
    done = subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert done.returncode == 1
    assert "error: altered-tui stopped on an internal error (RuntimeError)" in done.stderr
    assert "Traceback" not in done.stderr and "ALT_CORE" not in done.stderr
    assert "hand" not in done.stderr  # no frame's local variables
    report = (data_dir / "crash.log").read_text()
    assert "builtins.RuntimeError (message left out)" in report and "ALT_CORE" not in report
    assert "in broken" in report  # where it failed is still said
