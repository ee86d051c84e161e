"""What a first run says: the lessons teach the game. `altered-tui` alone says which
command does what; the first `play` at a terminal offers the lessons, once."""

from __future__ import annotations

import sys

from altered_tui.i18n import _
from altered_tui.i18n.settings import load_settings, save_settings
from altered_tui.saves.store import SAVE_SUFFIX, saves_dir

SHOWN = "lessons_offered"  # in the settings file: the first `play` has offered the lessons


def welcome_text(lessons: int) -> str:
    return _("Altered, for two players at one terminal.\n"
             "\n"
             "  altered-tui learn    the game step by step, in {lessons} short lessons "
             "(start here)\n"
             "  altered-tui play     a match at one keyboard (--vs-ai greedy: against the "
             "computer)\n"
             "  altered-tui --help   every command").format(lessons=lessons)


def lessons_offered() -> bool:
    """Offered already, or no first run: matches were saved here before (a player who
    played before this program asked is not new to it)."""
    if load_settings().get(SHOWN):
        return True
    try:
        return any(p.suffix == SAVE_SUFFIX for p in saves_dir().iterdir())
    except OSError:
        return False


def remember_lessons_offered() -> None:
    """Offer them only once; a settings folder that cannot be written only means the offer
    comes again."""
    settings = load_settings()
    settings[SHOWN] = True
    try:
        save_settings(settings)
    except OSError:
        pass


def wants_lessons(lessons: int) -> bool:
    """Ask at the terminal whether to open the lessons now (Enter says yes)."""
    print(_("New to Altered? The game is taught in {lessons} short lessons "
            "(`altered-tui learn`).").format(lessons=lessons))
    try:
        answer = input(_("Open the lessons now? [Y/n] "))
    except EOFError:
        return False
    return answer.strip().lower() in ("", "y", "yes", _("y"), _("yes"))


def at_a_terminal() -> bool:
    return sys.stdin.isatty() and sys.stdout.isatty()
