"""The match controller: the only place in the UI that changes the game state.

It knows nothing about Textual. Screens ask it for observations (per viewer) and hand it
the text of the action a player chose; it reports what happened so the app can decide
which screens to show next (Dusk panel, handover, game over).
"""

from __future__ import annotations

import secrets
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from altered_tui.cards.decks import Deck
from altered_tui.cards.pool import CardPool
from altered_tui.engine import GameState, apply_inplace, legal_actions, new_game, observation
from altered_tui.engine.observation import data_names
from altered_tui.saves.model import MatchSave, SaveError
from altered_tui.saves.recorder import Recorder
from altered_tui.saves.replay import rebuild
from altered_tui.saves.store import is_read_only
from altered_tui.saves.undo import Mark, undo_last, why_not
from altered_tui.ui.cardtext import shown_name

# A viewer index that matches no player: hands are hidden, mana faces hidden, private log
# events shown in their public form. Used for every screen no single player owns.
SPECTATOR = -1

COMPUTER_SEAT = 1  # with --vs-ai the computer plays the second deck

PROGRESS_EVENT_KINDS = frozenset({"progress", "arena", "arena_tie"})


@dataclass(frozen=True)
class Outcome:
    """What one applied action led to."""

    previous_player: int | None
    next_player: int | None
    dusk: dict[str, Any] | None  # the Progress report, if a Progress happened
    game_over: bool
    save_error: str | None = None  # why the autosave after this action failed

    @property
    def player_changed(self) -> bool:
        return self.next_player is not None and self.next_player != self.previous_player


SEED_BITS = 128  # far too many seeds to find a match's by trying them against an opening hand


def new_seed() -> int:
    """A secret seed for a new match (the engine's Rng takes all 128 bits)."""
    return secrets.randbits(SEED_BITS)


class MatchController:
    def __init__(self, deck1: Deck, deck2: Deck, pool: CardPool, seed: int | None = None,
                 names: tuple[str, str] = ("P1", "P2"), autosave_to: Path | None = None,
                 settings: dict[str, Any] | None = None):
        self.decks = (deck1, deck2)
        self.pool = pool
        self.names = names
        self.seed = new_seed() if seed is None else seed
        self.match_number = 1
        self.state: GameState = new_game(deck1, deck2, pool, seed=self.seed, names=names)
        self.history: list[str] = []  # actions of this match: seed + history replays it
        self.autosave_to = autosave_to  # the saves folder; None: keep the record in memory
        self.settings = dict(settings or {})  # saved with the match, e.g. {"vs_ai": "greedy"}
        self.recorder = self._new_recorder()
        self.automatic_tail = 0  # actions since the last one a person took (undo takes them too)
        # who took the last action a person took here, and the state before it: whether undo
        # would be refused is then known without trying (None: not seen here, e.g. resumed)
        self.undo_mark: tuple[int, Mark] | None = None
        self.forced_passes: dict[int, list[int]] = {}
        if self.settings.get("vs_ai"):
            self.set_computer(self.settings["vs_ai"])

    def _new_recorder(self) -> Recorder:
        return Recorder.start(self.decks, self.seed, self.names, self.state, self.autosave_to,
                              self.settings)

    @classmethod
    def resume(cls, save: MatchSave, path: Path, pool: CardPool) -> MatchController:
        """Continue a saved match where it stopped (raises SaveError for a bad save)."""
        decks = [d.to_deck(pool, str(path)) for d in save.decks]

        from altered_tui.ai import PLAYERS  # lazy: loaded only for a match against the computer

        level = save.settings.get("vs_ai")
        if level is not None and level not in PLAYERS:
            raise SaveError(str(path), f"settings: vs_ai: unknown computer level {level!r}")
        if is_read_only(path):
            raise SaveError(str(path), "the save file is read-only, so the match cannot go on "
                                       "(`altered-tui replay` shows it)")
        recorder = Recorder(save, path)  # locks the save, or says it is open elsewhere
        try:
            state = rebuild(save, pool, path).state
            if state.winner is not None:  # from the replay: the saved fields are not trusted
                raise SaveError(str(path), "this match is over; `altered-tui replay` shows it")
        except BaseException:
            recorder.close()
            raise
        save.day, save.winner = state.day, state.winner
        controller = cls(decks[0], decks[1], pool, seed=save.seed, names=tuple(save.names),
                         settings=save.settings)
        controller.state = state
        controller.history = save.action_texts
        controller.autosave_to = path.parent
        controller.recorder = recorder
        return controller

    # -- reading -------------------------------------------------------------------------

    @property
    def deciding_player(self) -> int | None:
        pending = self.state.pending
        return None if pending is None or self.state.winner is not None else pending.player

    @property
    def over(self) -> bool:
        return self.state.winner is not None

    def observe(self, viewer: int, log_from: int = 0) -> dict[str, Any]:
        view = observation(self.state, viewer, log_from)
        for player in view["players"]:  # the log's events keep the names as they are
            player["name"] = shown_name(player["name"])
        return view

    def option_texts(self) -> list[str]:
        return [a.text for a in legal_actions(self.state)]

    def describe_options(self, viewer: int, options: list[str]):
        """What each option does, in words, and the card it refers to (ui.options)."""
        from altered_tui.ui.options import describe_options  # lazy: loaded with the first board

        return describe_options(self.state, options, viewer)

    def card_def(self, card_id: str):
        return self.pool[card_id]

    # -- changing ------------------------------------------------------------------------

    def choose(self, action_text: str, save: bool = True) -> Outcome:
        """Apply one legal action (by its text) and say what followed.

        In a hot-seat match, when the keyboard would go to a player whose only option is to
        pass, that pass is taken for them (no handover for nothing); `forced_passes` keeps
        it to tell them when they next take the keyboard. With `save` False the save file
        is written by the next `save()` (the screen answers first)."""
        before = self.deciding_player
        log_before = len(self.state.log)
        by_computer = self.computer is not None and before == COMPUTER_SEAT
        if not by_computer:
            self.undo_mark = (before, Mark.of(self.state))
        self._apply(action_text, before, save)
        self.automatic_tail = self.automatic_tail + 1 if by_computer else 0
        while self.computer is None and self.deciding_player not in (None, before) and \
                self.option_texts() == ["pass"]:
            player = self.deciding_player
            self.forced_passes.setdefault(player, []).append(self.state.day)
            self._apply("pass", player, save)
            self.automatic_tail += 1
        new_events = self.state.log[log_before:]
        progress = [e for e in new_events if e.kind in PROGRESS_EVENT_KINDS]
        # The day of that Dusk: Night may already have started the next day.
        report = {**self.state.progress_report, "day": progress[0].day,
                  "names": data_names(self.state, self.state.progress_report)} \
            if progress else None
        return Outcome(before, self.deciding_player, report, self.over,
                       self.recorder.write_error if save else None)

    def save(self) -> str | None:
        """Write the actions `choose(..., save=False)` kept; why the save failed, if it did."""
        self.recorder.flush(self.state)
        return self.recorder.write_error

    def other_folders(self) -> list[Path]:
        """Where the match can be written when its saves folder fails: the current folder,
        the home folder, the temporary folder (those that exist and are not that one)."""
        failing = self.recorder.path.parent if self.recorder.path is not None else None
        found: list[Path] = []
        for folder in (Path.cwd, Path.home, lambda: Path(tempfile.gettempdir())):
            try:
                candidate = folder().resolve()
            except (OSError, RuntimeError):
                continue
            if candidate.is_dir() and candidate != failing and candidate not in found:
                found.append(candidate)
        return found

    def save_elsewhere(self, folders: list[Path]) -> tuple[Path | None, str | None]:
        """Write the match in the first of `folders` that takes it: where, or the last
        reason none did."""
        if self.recorder.path is None:
            return None, None
        error = None
        for folder in folders:
            error = self.recorder.move_to(folder / self.recorder.path.name, self.state)
            if error is None:
                return self.recorder.path, None
        return None, error

    def _apply(self, action_text: str, player: int | None, save: bool = True) -> None:
        log_before = len(self.state.log)
        self.recorder.settle(self.state)  # the action before is hashed before the state moves on
        apply_inplace(self.state, action_text)
        self.history.append(action_text)
        if player is not None:
            self.recorder.record(self.state, action_text, player, log_before,
                                 write=save)

    def take_forced_passes(self, player: int) -> list[int]:
        """The days on which a pass was taken for `player` since they last looked."""
        return self.forced_passes.pop(player, [])

    def may_take_back(self, player: int, handed_over: bool = True) -> bool:
        """Whether the action `undo` would take back is `player`'s own (a computer's answer
        and forced passes after it go with it) and, if it was taken here, not refused."""
        players = self.recorder.players
        count = self.automatic_tail + 1
        if len(players) < count or players[-count] != player:
            return False
        mark = self.undo_mark
        return mark is None or mark[0] != player or \
            why_not(mark[1], self.state, player, handed_over) is None

    def undo(self, handed_over: bool = True) -> tuple[int, str]:
        """Take back the last action by replaying the others; returns (player, its text).
        Actions taken for the player since (the computer's answer, forced passes) go too.

        Raises saves.undo.UndoRefused when it revealed something or was already seen (with
        `handed_over` False the next player has not taken the keyboard yet)."""
        count = self.automatic_tail + 1
        self.recorder.settle(self.state)
        undone = undo_last(self.recorder.save, self.pool, self.recorder.path or "match", count,
                           handed_over)
        self.state = undone.state
        del self.history[-count:]
        self.automatic_tail = 0
        self.undo_mark = None
        self.forced_passes.clear()
        self.recorder.truncate(len(self.history), self.state)
        return undone.player, undone.action

    # -- a computer opponent (play --vs-ai) ----------------------------------------------

    computer: Any = None  # the computer Player deciding for COMPUTER_SEAT, or None

    def set_computer(self, level: str, time_limit: float = 0.9) -> None:
        """Let a computer player (random, greedy or search) take player 2's decisions."""
        from altered_tui.ai import PLAYERS, SearchPlayer  # lazy: loaded only when it plays

        seed = secrets.randbits(32)
        if level == "search":
            self.computer = SearchPlayer(seed, self.decks, self.pool, time_limit=time_limit)
        else:
            self.computer = PLAYERS[level](seed, self.decks, self.pool)

    @property
    def computer_to_move(self) -> bool:
        return self.computer is not None and self.deciding_player == COMPUTER_SEAT

    def computer_choice(self) -> str:
        """The computer's action text; reads only its observation (safe off the UI thread)."""
        view = observation(self.state, COMPUTER_SEAT, log_from=len(self.state.log))
        return self.computer.choose(view)

    def rematch(self) -> None:
        """Same decks and names, a new secret seed (the old one was shown at game over, and
        a seed derived from it would let a player rebuild the new hands)."""
        self.save()  # the end of the match just played
        self.match_number += 1
        self.seed = new_seed()
        self.state = new_game(*self.decks, self.pool, seed=self.seed, names=self.names)
        self.history = []
        self.automatic_tail = 0
        self.undo_mark = None
        self.forced_passes = {}
        self.recorder.close()
        self.recorder = self._new_recorder()
