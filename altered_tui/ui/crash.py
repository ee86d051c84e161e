"""What the apps do when the program itself fails: exit non-zero and keep secrets.

Textual's own crash report prints the local variables of every frame, which would show a
player's hand and the Deck order to whoever looks at the terminal. Instead one line is
printed, and the traceback (without the values of variables) goes to a file.
"""

from __future__ import annotations

import gc
import sys
import traceback
from datetime import datetime
from typing import TypeVar

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
    """Run `app`; after a crash (reported in one line) the process exits with its status."""
    # What was made before (modules, the card pool) lives as long as the program: the garbage
    # collector (paused during start-up, see cli.SCREEN_COMMANDS) leaves it out of its scans.
    gc.freeze()
    gc.enable()
    result = app.run()
    if app.return_code:
        raise SystemExit(app.return_code)
    return result
