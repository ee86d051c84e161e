"""A match process stopped by a signal (a closed terminal's SIGHUP, `kill`'s SIGTERM, `kill
-INT`) gives the terminal back (main screen, no mouse reporting), keeps the match saved and
exits with 128 + the signal's number. The real program runs in a pseudo-terminal."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import struct
import sys
import termios
import time
from pathlib import Path

import pytest

from altered_tui.saves.store import list_saves

ALT_SCREEN_ON, ALT_SCREEN_OFF = b"\x1b[?1049h", b"\x1b[?1049l"
MOUSE_ON, MOUSE_OFF = b"\x1b[?1000h", b"\x1b[?1000l"
KEYS = (b"\r", b"1", b"\r")  # the handover, then the first option, twice: two actions


class Terminal:
    """The program on a pseudo-terminal of 120x40, and everything it wrote."""

    def __init__(self, args: list[str], env: dict[str, str]):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: the program, as typed at a terminal
            os.execve(sys.executable, [sys.executable, "-m", "altered_tui", *args], env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        self.output = b""

    def read_until_quiet(self, quiet: float = 0.7, limit: float = 60) -> None:
        """Read until the program has written nothing for `quiet` seconds."""
        end, last = time.monotonic() + limit, time.monotonic()
        while time.monotonic() < end and time.monotonic() - last < quiet:
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if not ready:
                continue
            try:
                data = os.read(self.fd, 65536)
            except OSError:  # the program ended: the terminal closed
                return
            if not data:
                return
            self.output += data
            last = time.monotonic()

    def wait_for(self, marker: bytes, limit: float = 60) -> None:
        end = time.monotonic() + limit
        while marker not in self.output and time.monotonic() < end:
            self.read_until_quiet(quiet=0.2, limit=1)
        assert marker in self.output, self.output[-500:]

    def exit_code(self) -> int:
        _, status = os.waitpid(self.pid, 0)
        return os.waitstatus_to_exitcode(status)


@pytest.mark.parametrize("signame", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_restores_the_terminal_saves_and_exits_128_plus_it(tmp_path, signame,
                                                                   monkeypatch):
    signum = getattr(signal, signame)
    env = dict(os.environ, ALTERED_TUI_CONFIG=str(tmp_path / "config"),
               ALTERED_TUI_DATA=str(tmp_path / "data"), TERM="xterm-256color")
    (tmp_path / "config").mkdir()  # not a first run: no offer of the lessons before the match
    (tmp_path / "config" / "settings.json").write_text('{"lessons_offered": true}')
    term = Terminal(["play", "--seed", "1"], env)
    term.wait_for(MOUSE_ON)
    term.read_until_quiet()
    for key in KEYS:
        os.write(term.fd, key)
        term.read_until_quiet()
    before = len(term.output)
    os.kill(term.pid, signum)
    term.read_until_quiet(quiet=2)
    code = term.exit_code()
    after = term.output[before:]
    assert code == 128 + signum
    assert ALT_SCREEN_ON in term.output[:before]
    assert ALT_SCREEN_OFF in after and MOUSE_OFF in after  # the terminal is given back
    assert b"Traceback" not in term.output
    monkeypatch.setenv("ALTERED_TUI_DATA", str(tmp_path / "data"))  # the program's key
    listing = list_saves(Path(tmp_path / "data" / "saves"))
    ((_, save),) = listing.saves
    assert not save.finished and len(save.actions) == 2  # the match goes on with `resume`
