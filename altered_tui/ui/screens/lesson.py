"""`altered-tui learn`: the lesson list, the board with a lesson panel, and the "goal
reached" notice. The lesson runs on the normal board; the rival seat is played by a
passive scripted opponent, so no handover screen is needed."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from rich.table import Table
from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.message import Message
from textual.screen import ModalScreen, Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from altered_tui.cards.pool import CardPool
from altered_tui.i18n import _, labelled
from altered_tui.lessons import Lesson, LessonRun
from altered_tui.lessons.controller import ScenarioController
from altered_tui.lessons.progress import finished_lessons, mark_finished
from altered_tui.ui import app as app_module
from altered_tui.ui.app import AlteredApp
from altered_tui.ui.controller import Outcome
from altered_tui.ui.crash import run_app
from altered_tui.ui.screens.base import GuardedModal
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.dusk import DuskScreen
from altered_tui.ui.widgets.keybar import KeyBar

LEAVING = ("next", "list", "again", "rematch", "quit")


def panel_text(lesson: Lesson, run: LessonRun, heading: bool = True) -> Text:
    """The lesson's title and goal (unless `heading` is False), then the step of the moment."""
    text = Text()
    if heading:
        text.append(labelled(_("Lesson")) + f"{_(lesson.title)}\n", style="bold")
        text.append(labelled(_("Goal")), style="bold green")
        text.append(_(lesson.goal) + "\n")
    step = run.current
    if run.done:
        text.append("✓ " + _("Goal reached.") + " ", style="bold green")
        text.append(_(lesson.done))
    elif run.lost:
        text.append("✗ " + _("The goal is out of reach.") + " ", style="bold red")
        text.append(run.lost + "  ")
        text.append(_("r: restart the lesson"), style="bold cyan")
    elif step is not None:
        text.append(labelled(_("Step") + f" {run.step + 1}/{len(lesson.steps)}"),
                    style="bold yellow")
        text.append(_(step.text))
        if step.rule:
            text.append(f" [{step.rule}]", style="dim")
        if step.until is None:
            text.append("  (" + _("space: next step") + ")", style="bold cyan")
        text.append("  " + _("r: restart the lesson"), style="dim")
        if run.note:
            text.append("\n" + run.note, style="bold yellow")
    return text


PANEL_ROWS = 7  # the lesson panel at most, its border included


class LessonBoardScreen(BoardScreen):
    DEFAULT_CSS = """
    #lesson-panel { height: auto; max-height: 7; padding: 0 1; background: $panel;
                    border-bottom: solid $accent; }
    """
    BINDINGS = [Binding("space", "next_step", "Next step"),
                Binding("r", "restart", "Restart lesson"),
                Binding("t", "lesson_text", "Lesson text")]
    KEYBAR_KEEP = ("next_step", "restart", "lesson_text")  # kept when the key bar is short
    # The board takes its compact layout when the panel would leave it too few rows.
    rows_above_board = PANEL_ROWS
    panel_cut = False  # the panel shows only the beginning of the lesson's text

    class RestartRequested(Message):
        pass

    def hand_title(self, name: str) -> str:
        return _("Your hand")  # the learner plays the first seat, named "You"

    def __init__(self, controller: ScenarioController, lesson: Lesson):
        super().__init__(controller)
        self.lesson = lesson
        self.lesson_run = LessonRun(lesson, len(controller.state.log), controller.state.day)

    def body(self) -> ComposeResult:
        yield Static(id="lesson-panel")
        yield from super().body()

    def show_for(self, viewer: int) -> None:
        super().show_for(viewer)
        self._show_panel()

    def on_resize(self, _event: events.Resize) -> None:
        self.call_after_refresh(self._show_panel)  # after the board's blocks took their rows

    def _board_rows(self) -> int:
        """The rows the board needs below the panel: its fixed blocks, the hand's least."""
        fixed = sum(self.query_one(block).outer_size.height
                    for block in ("#status", "#adventure", "#opponent", "#limbo", "#me"))
        hand = self.query_one("#hand").styles.min_height
        return fixed + (int(hand.value) if hand is not None else 0) + 1  # and the key bar

    def _show_panel(self) -> None:
        """The lesson's text, cut to the rows the board leaves (every zone stays on screen);
        when cut, `t` shows all of it."""
        panel = self.query_one("#lesson-panel", Static)
        text = panel_text(self.lesson, self.lesson_run)
        width, height = panel.content_size.width, self.app.size.height
        room = min(PANEL_ROWS, height - self._board_rows()) - panel.styles.gutter.height
        room = max(1, room)
        cut = bool(width) and len(text.wrap(self.app.console, width)) > room
        if cut:  # the step first, cut, and how to read all of it
            rows = list(panel_text(self.lesson, self.lesson_run, heading=False).wrap(
                self.app.console, width))[:room]
            hint = Text(" … " + _("t: the whole lesson text"), style="bold cyan")
            last = rows[-1]
            last.rstrip()
            last.truncate(max(1, width - hint.cell_len))
            text = Text("\n").join([*rows[:-1], last + hint])
        panel.update(text)
        if cut != self.panel_cut:
            self.panel_cut = cut
            self.refresh_bindings()

    def action_lesson_text(self) -> None:
        self.app.push_screen(LessonTextScreen(panel_text(self.lesson, self.lesson_run)))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "lesson_text":
            return self.panel_cut
        if action == "next_step":
            step = self.lesson_run.current
            return step is not None and step.until is None
        if action == "undo":
            return False  # a lesson is not recorded: `r` starts it again instead
        return super().check_action(action, parameters)

    def action_restart(self) -> None:
        self.post_message(self.RestartRequested())

    def action_next_step(self) -> None:
        self.lesson_run.next_step()
        self.show_for(self.viewer)
        self.refresh_bindings()


class LessonTextScreen(GuardedModal):
    """The lesson's whole text, when the board leaves its panel too few rows."""

    DEFAULT_CSS = """
    LessonTextScreen { align: center middle; }
    LessonTextScreen #body { align: center middle; }
    #lesson-text { width: 76; max-width: 100%; height: auto; max-height: 90%;
                   border: round $accent; background: $surface; padding: 0 1; }
    """
    BINDINGS = [Binding("escape,t,enter,q", "close", "Close")]

    def __init__(self, text: Text):
        super().__init__()
        self.text = text

    def body(self) -> ComposeResult:
        with VerticalScroll(id="lesson-text"):
            yield Static(self.text)
        yield KeyBar()

    def action_close(self) -> None:
        self.dismiss(None)


def _entry(number: int, lesson: Lesson, finished: bool) -> Table:
    """A lesson in the list: its number (with ✓ once finished), its title, and its goal
    below (a long goal wraps under the title, not under the number)."""
    grid = Table.grid()
    grid.add_column(width=5)
    grid.add_column()
    mark = Text("✓", style="bold green") if finished else Text(" ")
    # a lesson's words are plain text, never markup
    grid.add_row(mark + Text(f"{number:>2}."), Text(_(lesson.title) + (
        "  (" + _("finished") + ")" if finished else "")))
    grid.add_row("", Text(_(lesson.goal)))
    return grid


class LessonListScreen(Screen):
    BINDINGS = [Binding("enter", "start", "Start the lesson", priority=True),
                Binding("escape,q", "leave", "Quit")]

    def __init__(self, lessons: list[Lesson]):
        super().__init__()
        self.lessons = lessons

    def compose(self) -> ComposeResult:
        yield Static(_("Lessons — learn Altered step by step. Choose one with ↑/↓ and Enter."),
                     id="lesson-list-title")
        done = finished_lessons()
        yield OptionList(*(Option(_entry(i + 1, lesson, lesson.id in done))
                           for i, lesson in enumerate(self.lessons)), id="lesson-list")
        yield KeyBar()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option_index)

    def action_start(self) -> None:
        """Enter: the highlighted lesson (the key bar shows it; the list's own Enter, which
        it stands for, does not show there)."""
        highlighted = self.query_one(OptionList).highlighted
        if highlighted is not None:
            self.dismiss(highlighted)

    def action_leave(self) -> None:
        self.dismiss(None)


class LessonDoneScreen(ModalScreen[str | None]):
    DEFAULT_CSS = """
    LessonDoneScreen { align: center middle; }
    #lesson-done { width: 70; height: auto; border: thick $success; padding: 1 2;
                   background: $panel; }
    """
    BINDINGS = [
        Binding("enter", "leave('next')", "Next lesson"),
        Binding("l", "leave('list')", "Lesson list"),
        Binding("escape", "leave(None)", "Stay on the board"),
    ]

    def __init__(self, lesson: Lesson, next_title: str | None):
        super().__init__()
        self.lesson, self.next_title = lesson, next_title

    def compose(self) -> ComposeResult:
        text = Text("✓ " + _("Goal reached!") + "\n\n", style="bold green")
        text.append(_(self.lesson.done) + "\n\n")
        if self.next_title:
            text.append(_("Enter: next lesson — {title}").format(title=_(self.next_title)),
                        style="bold")
        else:
            text.append(_("That was the last lesson. Enter: back to the list."), style="bold")
        text.append("\n" + _("l: lesson list    esc: stay on this board"), style="dim")
        with Vertical(id="lesson-done"):
            yield Static(text)
        yield KeyBar()

    def action_leave(self, choice: str | None) -> None:
        self.dismiss(choice)


class LessonLostScreen(ModalScreen[str | None]):
    """The goal can no longer be reached: why, and the way to try again."""

    DEFAULT_CSS = """
    LessonLostScreen { align: center middle; }
    #lesson-lost { width: 70; max-width: 100%; height: auto; border: thick $error;
                   padding: 1 2; background: $panel; }
    """
    BINDINGS = [
        Binding("enter,r", "leave('again')", "Restart the lesson"),
        Binding("l", "leave('list')", "Lesson list"),
        Binding("escape", "leave(None)", "Look at the board"),
    ]

    def __init__(self, why: str):
        super().__init__()
        self.why = why

    def compose(self) -> ComposeResult:
        text = Text("✗ " + _("The goal is out of reach.") + "\n\n", style="bold red")
        text.append(self.why + "\n\n")
        text.append(_("Enter or r: restart the lesson"), style="bold")
        text.append("\n" + _("l: lesson list    esc: look at the board (r restarts later)"),
                    style="dim")
        with Vertical(id="lesson-lost"):
            yield Static(text)
        yield KeyBar()

    def action_leave(self, choice: str | None) -> None:
        self.dismiss(choice)


class LearnApp(AlteredApp):
    """The lessons: a list, then each lesson on a board, then the next one."""

    CSS_PATH = [str(Path(app_module.__file__).parent / css) for css in AlteredApp.CSS_PATH]

    def __init__(self, lessons: list[Lesson], pool: CardPool, first: int | None = None):
        App.__init__(self)  # AlteredApp's own __init__ needs a match; a lesson makes one later
        self.lessons, self.pool, self.first = lessons, pool, first
        self._queued: deque[Screen[Any]] = deque()
        self.lesson_index: int | None = None

    async def on_mount(self, event: events.Mount) -> None:
        event.prevent_default()  # AlteredApp's own on_mount would start a match
        if self.first is None:
            self._show_list()
        else:
            await self._begin(self.first)

    def _show_list(self) -> None:
        self.push_screen(LessonListScreen(self.lessons), callback=self._chosen)

    async def _chosen(self, index: int | None) -> None:
        if index is None:
            self.exit(0)
        else:
            await self._begin(index)

    async def _begin(self, index: int) -> None:
        lesson = self.lessons[index]
        self.lesson_index = index
        self.controller = ScenarioController(lesson.scenario, self.pool, lesson.id)
        if lesson.opponent == "passive":
            self.controller.set_passive_opponent(lesson.rival)
        self.board = LessonBoardScreen(self.controller, lesson)
        await self.push_screen(self.board)
        self._after_action(Outcome(None, self.controller.deciding_player, None, False))

    # -- the match flow, without handovers --------------------------------------------------

    hands_over = False  # the learner alone is at the keyboard

    def _computer_turn(self) -> None:
        """The passive opponent answers at once, on this thread."""
        self._computer_chose(self.controller.computer_choice())

    def on_board_screen_action_chosen(self, _message: BoardScreen.ActionChosen) -> None:
        """The learner chose (the rival's answers and what follows on its own are no move
        of theirs); AlteredApp's handler, called after this one, applies the action."""
        pending = self.controller.state.pending
        if pending is not None:
            self.board.lesson_run.learner_acted(pending.kind)  # type: ignore[attr-defined]

    def _after_action(self, outcome: Outcome) -> None:
        state = self.controller.state
        names = [p.name for p in state.players]
        screens: list[Screen[Any]] = []
        if outcome.dusk is not None:
            screens.append(DuskScreen(outcome.dusk, names, outcome.dusk["day"]))
        board: LessonBoardScreen = self.board  # type: ignore[assignment]
        news = board.lesson_run.update(state, self.controller.history)
        if news == "done":
            mark_finished(board.lesson.id)
            board.show_for(0)  # the board behind the notice shows the goal reached
            following = (self.lesson_index or 0) + 1
            title = self.lessons[following].title if following < len(self.lessons) else None
            screens.append(LessonDoneScreen(board.lesson, title))
        elif news == "lost":
            board.show_for(0)  # the board behind the notice shows how it stands
            screens.append(LessonLostScreen(board.lesson_run.lost))
        elif outcome.game_over:
            screens.append(self._game_over_screen())
        if screens:
            self._show_in_turn(screens)
        else:
            self._show_next()

    def _show_next(self, result: Any = None) -> None:
        if result in LEAVING:
            self.call_later(self._leave_lesson, result)
            return
        if not self._queued and self.controller.over:
            self.board.show_for(0)
            return
        super()._show_next(result)

    async def _leave_lesson(self, choice: str) -> None:
        while isinstance(self.screen, (LessonBoardScreen, ModalScreen, DuskScreen)):
            self.pop_screen()
        self._queued.clear()
        index = self.lesson_index or 0
        if choice in ("again", "rematch"):
            await self._begin(index)
        elif choice == "next" and index + 1 < len(self.lessons):
            await self._begin(index + 1)
        else:
            self._show_list()

    def on_lesson_board_screen_restart_requested(self, _message: Any) -> None:
        self.call_later(self._leave_lesson, "again")

    def action_request_quit(self) -> None:
        self.exit(0)  # lessons are not saved; nothing is lost


def run_lessons(lessons: list[Lesson], pool: CardPool, first: int | None = None) -> int:
    return run_app(LearnApp(lessons, pool, first)) or 0
