"""What the apps do when the program itself fails: exit non-zero and keep secrets.

Textual's own crash report prints the local variables of every frame, which would show a
player's hand and the Deck order to whoever looks at the terminal. Instead one line is
printed, and the traceback (without the values of variables) goes to a file.
"""

from __future__ import annotations

import asyncio
import gc
import signal
import sys
import threading
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from functools import partial
from typing import Any, TypeVar

from rich.text import Text
from textual.app import App

from altered_tui.saves.store import data_dir

ResultType = TypeVar("ResultType")


def _without_messages(exc: BaseException | None) -> str:
    """The traceback of `exc` and of the exceptions it came from, with the type of each but
    not its message: a message may quote an action or a card from a hand."""
    parts: list[str] = []
    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        parts[:0] = ["Traceback (most recent call last):\n",
                     *traceback.format_tb(exc.__traceback__),
                     f"{type(exc).__module__}.{type(exc).__qualname__} (message left out)\n"]
        exc = exc.__cause__ or exc.__context__
    return "".join(parts)


def _write_report(exc: BaseException) -> str:
    """The crash report's path, or why it could not be written."""
    path = data_dir() / "crash.log"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"--- {datetime.now().isoformat(timespec='seconds')}\n")
            f.write(_without_messages(exc))
    except OSError as err:
        return f"no report written ({err.strerror or err})"
    return f"details in {path}"


class CrashSafeApp(App[ResultType]):
    def _fatal_error(self) -> None:
        exc = sys.exc_info()[1] or self._exception
        where = _write_report(exc) if exc is not None else "no details"
        self.bell()
        self._exit_renderables.append(Text(
            f"error: altered-tui stopped on an internal error ({type(exc).__name__}); {where}. "
            f"A match in progress is saved up to its last action: `altered-tui resume`."))
        self._close_messages_no_wait()


def run_app(app: App[ResultType]) -> ResultType | None:
    """Run `app`; after a crash (reported in one line) or a signal the process exits with
    its status."""
    # What was made before (modules, the card pool) lives as long as the program: the garbage
    # collector (paused during start-up, see cli.SCREEN_COMMANDS) leaves it out of its scans.
    gc.freeze()
    gc.enable()
    with _stopped_cleanly_by_signals(app):
        result = app.run()
    if app.return_code:
        raise SystemExit(app.return_code)
    return result


# A closed terminal (SIGHUP), `kill` (SIGTERM) or `kill -INT` would end the process where it
# stands, leaving the terminal on the game's screen with mouse reporting on. Instead the app
# is asked to leave as by its Quit key: the terminal is given back, the caller saves the
# match, and the process exits with 128 + the signal's number, as a shell expects.
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP")
                     if hasattr(signal, name))


@contextmanager
def _stopped_cleanly_by_signals(app: App[Any]) -> Iterator[None]:
    def stop(signum: int, _frame: Any) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # the screen is not up (or no longer): nothing to give back
            raise SystemExit(128 + signum) from None
        # From the loop, not from inside whatever the signal interrupted.
        loop.call_soon_threadsafe(partial(app.exit, return_code=128 + signum))

    if threading.current_thread() is not threading.main_thread():
        yield  # only the main thread may handle signals
        return
    before = {sig: signal.signal(sig, stop) for sig in STOP_SIGNALS}
    try:
        yield
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)
