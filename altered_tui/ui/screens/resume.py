"""Before a new match: offer to resume an unfinished one."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from altered_tui.i18n import N_, _
from altered_tui.i18n.textual import translate_bindings
from altered_tui.plaintext import printable
from altered_tui.saves.model import MatchSave
from altered_tui.saves.summary import save_facts
from altered_tui.ui.crash import CrashSafeApp
from altered_tui.ui.theme import ThemeFromSettings
from altered_tui.ui.widgets.keybar import KeyBar

MAX_SHOWN = 9  # one digit key each
QUIT = N_("quit")  # what n does when there is no new match to start (`altered-tui resume`)


class ResumeScreen(ModalScreen[Path | None]):
    """Lists unfinished matches; a digit resumes one, n (or escape) starts a new match."""

    DEFAULT_CSS = """
    ResumeScreen { align: center middle; }
    #resume-box { width: 110; max-width: 100%; height: auto; border: heavy $warning; background: $surface;
                  padding: 1 2; }
    #resume-list { margin-top: 1; }
    #resume-keys { color: $text-muted; margin-top: 1; }
    """
    BINDINGS = [
        Binding("1", "pick(1)", "Resume", key_display="1-9"),
        *[Binding(str(d), f"pick({d})", "Resume", show=False) for d in range(2, 10)],
        Binding("n,escape", "new", "New match"),
    ]

    def __init__(self, saves: list[tuple[Path, MatchSave]], new_label: str = N_("new match")):
        super().__init__()
        translate_bindings(self)
        self.saves = saves[:MAX_SHOWN]
        self.new_label = new_label
        # The key bar says what n does here (a new match, or quitting) and which digits
        # there are saves for.
        mapping = self._bindings.key_to_bindings
        for key, bindings in mapping.items():
            mapping[key] = [self._worded(b) for b in bindings]

    def _worded(self, binding: Binding) -> Binding:
        if binding.action == "new":
            return replace(binding, description=_(self.new_label).capitalize())
        if binding.key == "1":
            return replace(binding, key_display=self._numbers())
        return binding

    def _numbers(self) -> str:
        return f"1-{len(self.saves)}" if len(self.saves) > 1 else "1"

    def compose(self) -> ComposeResult:
        with Vertical(id="resume-box"):
            yield Static(_("Resume an unfinished match?"), id="resume-question")
            lines = ["{}. {}\n   {}".format(i, *map(printable, save_facts(save)))
                     for i, (_, save) in enumerate(self.saves, start=1)]
            yield Static("\n".join(lines), id="resume-list", markup=False)  # names as typed
            yield Static(_("{numbers}: resume    n / esc: {new}").format(
                numbers=self._numbers(), new=_(self.new_label)), id="resume-keys")
        yield KeyBar()

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action == "pick":
            return 1 <= parameters[0] <= len(self.saves)  # a digit with no save does nothing
        return True

    def action_pick(self, number: int) -> None:
        if 1 <= number <= len(self.saves):
            self.dismiss(self.saves[number - 1][0])

    def action_new(self) -> None:
        self.dismiss(None)


class ResumeApp(ThemeFromSettings, CrashSafeApp[Path | None]):
    """Just the question, before the match app starts (returns the chosen save or None)."""

    ENABLE_COMMAND_PALETTE = False  # two answers, both on the key bar

    def __init__(self, saves: list[tuple[Path, MatchSave]], new_label: str = N_("new match")):
        super().__init__()
        self.saves, self.new_label = saves, new_label

    def on_mount(self) -> None:
        self.push_screen(ResumeScreen(self.saves, self.new_label), callback=self.exit)
