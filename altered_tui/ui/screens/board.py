"""The board: everything one player may see, and every decision by keyboard.

The screen never changes the game: it posts `ActionChosen` with the text of a legal option
and the app hands it to the controller. It renders only observations.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message

from altered_tui.i18n import _
from altered_tui.i18n.terms import phase_name
from altered_tui.ui.controller import COMPUTER_SEAT, SPECTATOR, MatchController
from altered_tui.ui.keyguard import KeyGuard
from altered_tui.ui.options import OptionLabel, default_option
from altered_tui.ui.screens.base import GuardedScreen
from altered_tui.ui.widgets.adventure import AdventureTrack
from altered_tui.ui.widgets.expedition import ExpeditionsView
from altered_tui.ui.widgets.hand import HandView
from altered_tui.ui.widgets.keybar import KeyBar
from altered_tui.ui.widgets.limbo import LimboLine
from altered_tui.ui.widgets.log import GameLog
from altered_tui.ui.widgets.prompt import PromptView
from altered_tui.ui.widgets.redraw import TextLine
from altered_tui.ui.widgets.since import SinceView
from altered_tui.ui.widgets.zones import PlayerZones

# The blocks of cards on the board, by widget id, in screen order.
BLOCKS = ("opp-zones", "opp-exp", "limbo", "my-exp", "my-zones", "hand")

# Options the `p` key stands for, in order of preference: passing or declining.
PASS_OPTIONS = ("pass", "expand none", "no", "done")


def _after_own_action(events: list[dict[str, Any]], viewer: int) -> list[dict[str, Any]]:
    """The events after those of the viewer's own action: its top-level events by the viewer
    and what they caused, up to a new phase or the first event of another player (nested
    ones too: an Expand is logged inside the Morning)."""
    for at, event in enumerate(events):
        who = (event.get("data") or {}).get("who", viewer if event["depth"] else None)
        if event["kind"] == "phase" or who != viewer:
            return events[at:]
    return []


def _digit_bindings() -> list[Binding]:
    shown = Binding("1", "digit('1')", "Choose by number", key_display="0-9")
    hidden = [Binding(str(d), f"digit('{d}')", "Choose by number", show=False)
              for d in (0, 2, 3, 4, 5, 6, 7, 8, 9)]
    return [shown, *hidden]


class BoardScreen(GuardedScreen):
    AUTO_FOCUS = None
    BINDINGS = [
        *_digit_bindings(),
        Binding("enter", "choose", "Play / choose"),
        Binding("p", "pass", "Pass"),
        Binding("y", "answer('yes')", "Yes"),
        Binding("n", "answer('no')", "No"),
        Binding("tab", "next_option", "Next option", show=False),
        Binding("shift+tab", "previous_option", "Previous option", show=False),
        Binding("left,h", "move(0,-1)", "Card left", key_display="←/h", show=False),
        Binding("right", "move(0,1)", "Card right", key_display="→", show=False),
        Binding("up,k", "move(-1,0)", "Row up", key_display="↑/k", show=False),
        Binding("down,j", "move(1,0)", "Row down", key_display="↓/j", show=False),
        Binding("u", "undo", "Undo"),
        Binding("i", "inspect", "Inspect"),
        Binding("a", "hero_ability", "Hero ability", show=False),
        Binding("l", "focus_log", "Log"),
        Binding("e", "toggle_explain", "Explain"),
        Binding("escape", "back", "Back"),
        Binding("g", "glossary", "Glossary"),
        Binding("question_mark,f1", "help", "Help", key_display="?/F1"),
    ]

    class ActionChosen(Message):
        def __init__(self, text: str):
            super().__init__()
            self.text = text

    class HelpRequested(Message):
        pass

    class ResultRequested(Message):
        """Enter on the board of a finished match: the result again."""

    result_on_enter = True  # a finished match's board leads back to its result

    class UndoRequested(Message):
        pass

    class GlossaryRequested(Message):
        pass

    class InspectRequested(Message):
        def __init__(self, view: dict[str, Any], where: str):
            super().__init__()
            self.view, self.where = view, where

    def __init__(self, controller: MatchController):
        super().__init__()
        self.controller = controller
        self.viewer = SPECTATOR
        self.perspective = 0  # whose side is drawn at the bottom
        self.obs: dict[str, Any] | None = None
        self.options: list[str] = []
        self.labels: list[OptionLabel] = []  # what each option does, and its card
        self.prompt = ""
        self.highlighted: int | None = None
        self.narrowed: list[int] | None = None
        self.typed = ""
        self.cursor: int | None = None
        self.rows: list[list[tuple[int, dict[str, Any], str]]] = []
        self.block_cards: dict[str, set[int]] = {}  # which block draws which card
        self.guard = KeyGuard()  # a key pressed before this prompt appeared never answers it
        self.cursor_moved = False  # Enter takes the cursor card's option only once moved
        # Set when the keyboard comes back to a player (after a handover or the computer's
        # moves): the board then sums up what happened since they last acted.
        self.came_back = False
        self.since_notes: list[str] = []
        self._parts: dict[str, Any] = {}
        self.own_action_at: dict[int, int] = {}  # where each player's last action's events start

    def body(self) -> ComposeResult:
        yield TextLine(id="status")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield AdventureTrack(id="adventure")
                with Horizontal(id="opponent", classes="side"):
                    yield PlayerZones(id="opp-zones", classes="zones")
                    yield ExpeditionsView(id="opp-exp", classes="exp")
                yield LimboLine(id="limbo")
                with Horizontal(id="me", classes="side"):
                    yield PlayerZones(id="my-zones", classes="zones")
                    yield ExpeditionsView(id="my-exp", classes="exp")
                yield HandView(id="hand")
            with Vertical(id="right"):
                yield SinceView(id="since")
                yield PromptView(id="prompt")
                # One log per player, each appended to as the game goes: switching viewers
                # only swaps which one is displayed (rewriting a long log is slow).
                yield GameLog(0, id="log-0", classes="log")
                yield GameLog(1, id="log-1", classes="log")
        yield KeyBar(palette=False)  # ctrl+p is in the help

    def on_resize(self, _event: events.Resize) -> None:
        if self.obs is not None:  # the windows on long lists depend on the rows available
            self.call_after_refresh(self._render_all)

    def body_composed(self) -> None:
        if self.obs is None:
            self.show_for(SPECTATOR)

    # -- showing -------------------------------------------------------------------------

    def conceal(self) -> None:
        """Draw only public information (before any handover or shared screen)."""
        self.show_for(SPECTATOR)

    def _log(self, viewer: int) -> GameLog | None:
        return self._part(f"log-{viewer}") if viewer != SPECTATOR else None

    def _part(self, widget_id: str) -> Any:
        """One of the board's widgets, by id: looked up once, as a query walks the screen
        and the board redraws its blocks at every key."""
        part = self._parts.get(widget_id)
        if part is None:
            part = self._parts[widget_id] = self.query_one(f"#{widget_id}")
        return part

    def _logs(self) -> list[GameLog]:
        return [self._part("log-0"), self._part("log-1")]

    def _focused_log(self) -> GameLog | None:
        focused = self.focused
        return focused if isinstance(focused, GameLog) else None

    def show_for(self, viewer: int) -> None:
        log = self._log(viewer)
        log_from = log.shown if log is not None else len(self.controller.state.log)
        obs = self.controller.observe(viewer, log_from)
        if viewer != self.viewer:
            self.cursor = None  # a new viewer starts at their own hand
            self.guard.restart()
            if self.viewer == SPECTATOR and viewer != SPECTATOR:
                self.came_back = True  # a shared screen or a handover came in between
        self.viewer, self.obs = viewer, obs
        if viewer != SPECTATOR:
            self.perspective = viewer
        pending = obs["pending"]
        new_options = pending.get("options", []) if pending and viewer != SPECTATOR else []
        if new_options != self.options or (pending or {}).get("prompt", "") != self.prompt:
            self.options = new_options
            self.labels = self._describe(viewer, new_options)
            self.prompt = pending.get("prompt", "") if pending else ""
            idle = frozenset((pending or {}).get("idle", ()))  # abilities with no target now
            self.highlighted = default_option(new_options, idle)
            self.narrowed, self.typed = None, ""
            self.cursor_moved = False
            self.guard.restart()
        self.rows = self._cursor_rows(obs)
        if self.cursor not in {cid for row in self.rows for cid, _, _ in row}:
            self.cursor = self._default_cursor()
        for other in self._logs():
            other.display = other is log  # the spectator sees no log at all
        if log is not None:
            log.append(obs["log"])
        self._show_since(log)
        self._render_all()
        self._refresh_bindings_if_changed()

    def _show_since(self, log: GameLog | None) -> None:
        since = self._part("since")
        if log is None or not self.came_back:
            since.display = False
            return
        passes = getattr(self.controller, "take_forced_passes", lambda _player: [])(self.viewer)
        self.since_notes += [_("You had nothing to play on day {day}: you passed.").format(day=day)
                             for day in passes]
        events = log.events[log.looked:]
        if self.own_action_at.get(self.viewer) == log.looked:  # their own action: known
            events = _after_own_action(events, self.viewer)
        since.show(events, self.since_notes)

    def _describe(self, viewer: int, options: list[str]) -> list[OptionLabel]:
        return self.controller.describe_options(viewer, options)

    def _render_all(self) -> None:
        assert self.obs is not None
        self._part("status").show(self._status_line(self.obs))
        self._part("adventure").show(self.obs)
        for block in BLOCKS:
            self._render_block(block)
        self._render_prompt()

    def _render_block(self, block: str) -> None:
        """Redraw one block of cards (a cursor move redraws only the blocks it touches)."""
        obs = self.obs
        assert obs is not None
        me = obs["players"][self.perspective]
        them = obs["players"][1 - self.perspective]
        computer = COMPUTER_SEAT if getattr(self.controller, "computer", None) is not None else None
        if block in ("opp-zones", "my-zones"):
            player = them if block == "opp-zones" else me
            self._part(block).show(player, obs, self.cursor, player["index"] == computer)
        elif block in ("opp-exp", "my-exp"):
            self._part(block).show(
                them if block == "opp-exp" else me, self.cursor)
        elif block == "limbo":
            self._part("limbo").show(obs["limbo"], self._limbo_reactions(obs), self.cursor)
        elif block == "hand":
            keywords = {v["id"]: self._keywords(v["id"]) for v in me["hand"] or []}
            self._part("hand").show(me["hand"], self.cursor, self.hand_title(me["name"]), keywords)

    def _limbo_reactions(self, obs: dict[str, Any]) -> list[Text]:
        """The Emblem-Reactions waiting in Limbo, each with its controller."""
        names = [p["name"] for p in obs["players"]]
        return [Text(f"  ⚡{reaction['source']} ({names[reaction['controller']]})",
                     style="bold magenta") for reaction in obs.get("reactions", [])]

    def _move_cursor(self, cid: int | None) -> None:
        """Put the card cursor on `cid`, redrawing only the blocks of the old and new card."""
        old, self.cursor = self.cursor, cid
        for block in BLOCKS:
            if old in self.block_cards.get(block, ()) or cid in self.block_cards.get(block, ()):
                self._render_block(block)

    def _keywords(self, card_id: str) -> list[tuple[str, int | None]]:
        card_def = self.controller.pool.get(card_id)
        return card_def.keywords.items() if card_def is not None else []

    def _render_prompt(self) -> None:
        obs = self.obs
        assert obs is not None
        prompt = self.prompt
        if not self.options:
            pending = obs["pending"]
            waiting = obs["players"][pending["player"]]["name"] if pending else None
            prompt = (_("Waiting for {name}").format(name=waiting) if waiting
                      else _("No decision pending"))
        self._part("prompt").show(prompt, [o.label for o in self.labels], self.highlighted,
                                  self.narrowed, self.typed, [o.short for o in self.labels])

    def _status_line(self, obs: dict[str, Any]) -> Text:
        names = [p["name"] for p in obs["players"]]
        line = Text()
        line.append(" " + _("Day {day}").format(day=obs['day']) + " ", style="bold reverse")
        line.append(f" {phase_name(obs['phase'])}", style="bold")
        if obs["tiebreak"]:
            line.append("  (" + _("tiebreaker") + ")", style="bold red")
        line.append("   " + _("first player: {name}").format(name=names[obs['first_player']]))
        if obs["turn_player"] is not None and obs["phase"] == "afternoon":
            line.append("   " + _("turn: {name}").format(name=names[obs['turn_player']]),
                        style="yellow")
        if obs["winner"] is not None and self.result_on_enter:
            line.append("   " + _("game over — Enter: the result"), style="bold green")
        if getattr(self.controller, "computer", None) is not None:  # the other is at the keyboard
            line.append("   " + _("{name} is the computer").format(name=names[COMPUTER_SEAT]),
                        style="bold magenta")
        elif self.viewer != SPECTATOR:
            line.append("   " + _("at the keyboard: {name}").format(name=names[self.viewer]),
                        style="bold green")
        return line  # never the seed: with it the other player could rebuild every hand

    # -- the card cursor -----------------------------------------------------------------

    def _cursor_rows(self, obs: dict[str, Any]) -> list[list[tuple[int, dict[str, Any], str]]]:
        """Visible cards, row by row in screen order: (cid, view, where)."""
        me = obs["players"][self.perspective]
        them = obs["players"][1 - self.perspective]

        def zones(p: dict[str, Any]) -> list[tuple[int, dict[str, Any], str]]:
            name = p["name"]
            row = ([(p["hero"]["cid"], p["hero"], _("{name}'s Hero zone").format(name=name))]
                   if p["hero"] else [])
            row += [(v["cid"], v, _("{name}'s Reserve").format(name=name)) for v in p["reserve"]]
            return row + [(v["cid"], v, _("{name}'s Landmarks").format(name=name))
                          for v in p["landmarks"]]

        def expeditions(p: dict[str, Any]) -> list[tuple[int, dict[str, Any], str]]:
            where = {"hero": _("{name}'s hero expedition"),
                     "companion": _("{name}'s companion expedition")}
            return [(v["cid"], v, where[side].format(name=p["name"]))
                    for side in ("hero", "companion") for v in p["expeditions"][side]]

        rows = [zones(them), expeditions(them),
                [(v["cid"], v, _("Limbo")) for v in obs["limbo"]],
                expeditions(me), zones(me),
                [(v["cid"], v, self.hand_title(me["name"]))
                 for v in (me["hand"] or [])]]
        self.block_cards = {block: {cid for cid, _view, _where in row}
                            for block, row in zip(("opp-zones", "opp-exp", "limbo", "my-exp",
                                                   "my-zones", "hand"), rows)}
        return [row for row in rows if row]

    def hand_title(self, name: str) -> str:
        return _("{name}'s hand").format(name=name)

    def _default_cursor(self) -> int | None:
        for row in reversed(self.rows):
            return row[0][0]
        return None

    def _cursor_position(self) -> tuple[int, int] | None:
        for r, row in enumerate(self.rows):
            for c, (cid, _view, _where) in enumerate(row):
                if cid == self.cursor:
                    return r, c
        return None

    def _in_hand(self, row: int) -> bool:
        hand = self.obs["players"][self.perspective]["hand"] if self.obs else None
        return bool(hand) and row == len(self.rows) - 1

    def _cursor_card(self) -> tuple[dict[str, Any], str] | None:
        pos = self._cursor_position()
        if pos is None:
            return None
        _cid, view, where = self.rows[pos[0]][pos[1]]
        return view, where

    def _options_for_cursor(self) -> list[int]:
        if self.cursor is None:
            return []
        return [i for i, option in enumerate(self.labels) if option.card == self.cursor]

    # -- actions -------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.is_too_small and action not in ("help",):
            return False
        # A key that would do nothing now is left out of the key bar (False), not dimmed.
        has_options = bool(self.options)
        if action == "choose" and self.controller.over and self.result_on_enter:
            return True  # back to the result
        if action in ("digit", "choose", "next_option", "previous_option"):
            return has_options
        if action == "pass":
            return self._option_index(PASS_OPTIONS) is not None
        if action == "answer":
            return self._option_index((str(parameters[0]),)) is not None
        if action == "inspect":
            return self.cursor is not None
        if action == "back":
            return bool(self.narrowed is not None or self.typed or self._focused_log())
        if action in ("focus_log", "hero_ability"):
            return self.viewer != SPECTATOR
        if action == "undo":
            return self.viewer != SPECTATOR and bool(self.controller.history) and \
                getattr(self.controller, "may_take_back", lambda _player: True)(self.viewer)
        return True

    def keybar_hidden(self) -> tuple[str, ...]:
        """Actions that work but are left off the key bar: on a yes/no question `p` answers
        no too, which `n No` already says."""
        return ("pass",) if "no" in self.options else ()

    def _refresh_bindings_if_changed(self) -> None:
        """Refresh the key bar only when what the keys can do changed."""
        key = (bool(self.options), self._option_index(PASS_OPTIONS) is not None,
               "yes" in self.options, "no" in self.options, self.cursor is not None,
               self.narrowed is not None or bool(self.typed), self._focused_log() is not None,
               self.viewer == SPECTATOR, self.is_too_small, bool(self.controller.history),
               self.check_action("undo", ()))
        if key != getattr(self, "_bindings_key", None):
            self._bindings_key = key
            self.refresh_bindings()

    def _option_index(self, texts: tuple[str, ...]) -> int | None:
        for text in texts:
            if text in self.options:
                return self.options.index(text)
        return None

    def _choose(self, index: int) -> None:
        if self.guard.fresh:  # pressed before this prompt could be read: ignored
            return
        text = self.options[index]
        self.typed, self.narrowed = "", None
        log = self._log(self.viewer)
        if log is not None:  # everything shown so far has been seen
            log.looked = self.own_action_at[self.viewer] = len(log.events)
        self.came_back, self.since_notes = False, []
        self.post_message(self.ActionChosen(text))

    def action_digit(self, digit: str) -> None:
        if self.guard.fresh:
            return
        typed = self.typed + digit
        number = int(typed)
        count = len(self.options)
        if number < 1 or number > count:
            self.typed = ""
            self.app.bell()
            self.notify(_("No option {typed}: choose 1 to {count}").format(typed=typed, count=count),
                        severity="warning", timeout=2)
        elif number * 10 > count:  # no longer number can follow: choose now
            self._choose(number - 1)
            return
        else:
            self.typed = typed
            self.highlighted = number - 1
        self._render_prompt()
        self._refresh_bindings_if_changed()

    def action_choose(self) -> None:
        if self.controller.over and self.result_on_enter:
            self.post_message(self.ResultRequested())
            return
        if self.typed:
            self._choose(int(self.typed) - 1)
            return
        if self.narrowed is not None and self.highlighted is not None:
            self._choose(self.highlighted)
            return
        for_card = self._options_for_cursor() if self.cursor_moved else []
        if len(for_card) == 1:
            self._choose(for_card[0])
        elif len(for_card) > 1:
            self.narrowed, self.highlighted = for_card, for_card[0]
            self._render_prompt()
            self._refresh_bindings_if_changed()
        elif self.highlighted is not None:
            self._choose(self.highlighted)

    def action_pass(self) -> None:
        index = self._option_index(PASS_OPTIONS)
        if index is not None:
            self._choose(index)

    def action_answer(self, text: str) -> None:
        index = self._option_index((text,))
        if index is not None:
            self._choose(index)

    def _step_option(self, step: int) -> None:
        shown = self.narrowed if self.narrowed is not None else list(range(len(self.options)))
        if not shown:
            return
        where = shown.index(self.highlighted) if self.highlighted in shown else -step
        self.highlighted = shown[(where + step) % len(shown)]
        self._follow_highlight()

    def _follow_highlight(self) -> None:
        """The card the highlighted option refers to is shown under the card cursor."""
        card = self.labels[self.highlighted].card if self.highlighted is not None else None
        if card is not None and card != self.cursor and \
                card in {cid for row in self.rows for cid, _, _ in row}:
            self._move_cursor(card)
        self._render_prompt()

    def action_next_option(self) -> None:
        self._step_option(1)

    def action_previous_option(self) -> None:
        self._step_option(-1)

    def action_move(self, drow: int, dcol: int) -> None:
        if self.narrowed is not None and drow:
            self._step_option(drow)
            return
        pos = self._cursor_position()
        if pos is None:
            target = self._default_cursor()
        else:
            r, c = pos
            if drow and self._in_hand(r) and 0 <= c + drow < len(self.rows[r]):
                c += drow  # the hand is drawn as a column: up and down walk through it
            elif drow:
                r = max(0, min(len(self.rows) - 1, r + drow))
                c = min(c, len(self.rows[r]) - 1)
            else:
                c = max(0, min(len(self.rows[r]) - 1, c + dcol))
            target = self.rows[r][c][0]
        self._cursor_to(target)

    def _cursor_to(self, cid: int | None) -> None:
        """The player moved the card cursor (keys or mouse): its option is highlighted."""
        self._move_cursor(cid)
        self.cursor_moved = True
        for_card = self._options_for_cursor()
        if for_card and self.highlighted != for_card[0]:
            self.highlighted = for_card[0]
            self._render_prompt()
        self._refresh_bindings_if_changed()

    def action_click_card(self, cid: int) -> None:
        """A click on a card: the card cursor goes there, as if moved by keys."""
        if cid in {c for row in self.rows for c, _, _ in row}:
            self._cursor_to(cid)

    def action_click_option(self, index: int) -> None:
        """A click highlights an option; a click on the highlighted one chooses it."""
        if not 0 <= index < len(self.options):
            return
        if index == self.highlighted:
            self._choose(index)
            return
        self.highlighted = index
        self._follow_highlight()

    def action_inspect(self) -> None:
        card = self._cursor_card()
        if card is not None:
            self.post_message(self.InspectRequested(*card))

    def action_hero_ability(self) -> None:
        """The full text of the Hero of the player at the keyboard (cut on its line)."""
        me = self.obs["players"][self.perspective] if self.obs else None
        if me and me["hero"]:
            self.post_message(self.InspectRequested(me["hero"], _("{name}'s Hero zone").format(
                name=me["name"])))

    def action_focus_log(self) -> None:
        log = self._log(self.viewer)
        if log is not None:
            log.can_focus = True
            log.focus()
            self._refresh_bindings_if_changed()

    def action_toggle_explain(self) -> None:
        """Explain mode: narrate each phase and daily effect in the log, with its rule."""
        on = not any(log.narrate for log in self._logs())
        for log in self._logs():
            log.narrate = on
        self.notify(_("Explain mode on: phases and daily effects are narrated in the log")
                    if on else _("Explain mode off"), timeout=3)

    def action_back(self) -> None:
        log = self._focused_log()
        if log is not None:
            self.set_focus(None)
            log.can_focus = False
        self.narrowed, self.typed = None, ""
        self._render_prompt()
        self._refresh_bindings_if_changed()

    def action_undo(self) -> None:
        self.post_message(self.UndoRequested())

    def after_undo(self, player: int, note_for_player: str, note_for_other: str) -> None:
        """The state was rebuilt shorter: rewrite the logs, note the undo, redraw."""
        for log in self._logs():
            if log.shown > len(self.controller.state.log):
                log.rewind()
            log.append(self.controller.observe(log.viewer, log.shown)["log"])
            log.add_note(note_for_player if log.viewer == player else note_for_other)
        self.show_for(player)

    def new_match(self) -> None:
        """A rematch began: forget the last match's logs and what each player has seen."""
        for log in self._logs():
            log.restart()
        self.own_action_at, self.since_notes, self.came_back = {}, [], False
        self.cursor = None

    def action_help(self) -> None:
        self.post_message(self.HelpRequested())

    def action_glossary(self) -> None:
        self.post_message(self.GlossaryRequested())
