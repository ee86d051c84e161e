"""Taking back the last action, by replaying the log from the start without it.

An action may be taken back only if it showed nothing new: otherwise the player could try
again knowing what it revealed. That is decided from the game log events the action
produced. The kinds treated as revealing, and why:

    draw          a card left the hidden Deck for a hand
    draw_empty    a draw was attempted: it tells that the Deck and Discard pile are empty
    refill        the Discard pile was shuffled into the Deck: a new random order
    die           a die was rolled: a random result
    reveal        a face-down Tumult card was turned face up
    reveal_cards  cards from the top of a Deck were shown
    resupply      the top card of a Deck went to the Reserve, face up

and, shown to both players on a shared screen (Dusk, game over), so never taken back:

    progress, arena, arena_tie, victory

Not revealing: tokens (made from public definitions), Mana (face down, from the owner's
own hand), discards and moves of visible cards. As a safety net, an action that changed
the random generator or the content of any Deck is refused even if no listed kind shows it.

Only the deciding player's own last action can be taken back, and only while they still
hold the keyboard: once a handover showed the result to the other player, it stands.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from altered_tui.cards.pool import CardPool
from altered_tui.engine import GameState, apply
from altered_tui.i18n import N_
from altered_tui.saves.model import MatchSave
from altered_tui.saves.replay import rebuild

REVEALING_KINDS = frozenset({"draw", "draw_empty", "refill", "die", "reveal", "reveal_cards",
                             "resupply"})
SHARED_KINDS = frozenset({"progress", "arena", "arena_tie", "victory"})

# What each kind of event showed, for the refusal (message ids, worded by the interface).
_KIND_WORDS = {"draw": N_("a card was drawn"), "draw_empty": N_("a draw was attempted"),
               "refill": N_("a Deck was shuffled"), "die": N_("a die was rolled"),
               "reveal": N_("a Tumult card was revealed"), "reveal_cards": N_("cards were revealed"),
               "resupply": N_("a card came from the Deck"), "progress": N_("the Dusk was shown"),
               "arena": N_("the Dusk was shown"), "arena_tie": N_("the Dusk was shown"),
               "victory": N_("the game ended")}
REVEALED = N_("it revealed something new ({what})")


@dataclass(frozen=True)
class Refusal:
    """Why an action may not be taken back: an English message id, and for a revealing
    action what it showed (a message id too), so the interface can word it in its language."""

    reason: str
    what: str = ""

    def text(self, gettext: Callable[[str], str] = str) -> str:
        return gettext(self.reason).format(what=gettext(self.what) if self.what else "")


class UndoRefused(Exception):
    """The last action cannot be taken back; the message says why (one line). `refusal`
    says it as data, with the text of the `action` refused, `before` it was taken (to word
    it as its option read) and the `player` who took it."""

    def __init__(self, message: str, refusal: Refusal | None = None, action: str | None = None,
                 before: GameState | None = None, player: int | None = None):
        super().__init__(message)
        self.refusal, self.action, self.before, self.player = refusal, action, before, player


@dataclass(frozen=True)
class Undone:
    state: GameState  # the state before the action, rebuilt from the log
    action: str  # the text of the action taken back
    player: int


@dataclass(frozen=True)
class Mark:
    """What `why_not` compares of the state before an action, kept without copying the state
    (an interface marks it before each action, to know beforehand whether undo would work)."""

    log_length: int
    rng_state: int
    decks: tuple[tuple[int, ...], ...]

    @classmethod
    def of(cls, g: GameState) -> Mark:
        return cls(len(g.log), g.rng.state, tuple(tuple(p.deck) for p in g.players))


def why_not(before: Mark, after: GameState, actor: int, handed_over: bool = True) -> Refusal | None:
    """Why the action that led from the state marked `before` to `after` cannot be undone,
    or None. With `handed_over` False the other player, though next to decide, has not yet
    taken the keyboard (the handover screen is up), so has seen nothing of it."""
    if after.winner is not None:
        return Refusal(N_("the game is over"))
    if after.pending is None or (after.pending.player != actor and handed_over):
        return Refusal(N_("the other player has already seen its result"))
    for event in after.log[before.log_length:]:
        if event.kind in REVEALING_KINDS or event.kind in SHARED_KINDS:
            return Refusal(REVEALED, _KIND_WORDS[event.kind])
    if before.rng_state != after.rng.state:
        return Refusal(N_("it used chance"))
    if before.decks != tuple(tuple(p.deck) for p in after.players):
        return Refusal(N_("it changed a Deck"))
    return None


def refusal(before: GameState, after: GameState, actor: int) -> str | None:
    """`why_not`, in English."""
    why = why_not(Mark.of(before), after, actor)
    return why.text() if why is not None else None


def undo_last(save: MatchSave, pool: CardPool, where: str | Path, count: int = 1,
              handed_over: bool = True) -> Undone:
    """The state before the last `count` saved actions, rebuilt by replaying all the others.

    More than one action is taken back together when the ones after the player's own were
    taken for them (a computer's answer, a pass that was the only option): the check runs on
    the whole stretch, as seen by the player of the first one.
    Raises UndoRefused if there is no action, or the stretch may not be taken back.
    """
    if len(save.actions) < count or count < 1:
        raise UndoRefused("nothing to undo", Refusal(N_("nothing to undo")))
    taken = save.actions[-count:]
    before = rebuild(save, pool, where, upto=len(save.actions) - count).state
    after = before
    for action in taken:
        after = apply(after, action.text)
    first = taken[0]
    why = why_not(Mark.of(before), after, first.player, handed_over)
    if why is not None:
        raise UndoRefused(f"cannot undo {first.text!r}: {why.text()}", why, first.text, before,
                          first.player)
    return Undone(before, first.text, first.player)
