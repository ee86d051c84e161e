"""Steps that end the turn or the game (CR 7.3.2, 1.3.3)."""

from __future__ import annotations

from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.engine.log import log
from altered_tui.engine.outcome import end_game
from altered_tui.engine.state import GameState
from altered_tui.engine.steps.effect import EffectFrame, choose_for_filter
from altered_tui.engine.triggers import fire_you
from altered_tui.engine.types import Phase

TARGET_PLAYER = ab.Filter(by_target_player=True)  # asks "which player?" once per effect


def player_passes(g: GameState, player: int, cause: str = "turn", end_turn: Any = None) -> None:
    """The player passes (CR 4.2.3.d): no more turns for them this Afternoon. 'When you pass'
    Reactions activate, and 'when you pass first' ones too while the opponent has not passed
    (CR 4.2.3.b: the Afternoon goes on for them). A turn's pass is logged at the top level,
    before the frame that ends the turn (`end_turn`) is stacked."""
    first = not g.players[1 - player].passed
    g.players[player].passed = True
    log(g, "pass", rule="4.2.3.d", cause=cause, player=player, data={"who": player})
    if end_turn is not None:
        g.stack.append(end_turn)
    fire_you(g, player, "you_pass")
    fire_you(g, player, "opponent_passes", opponents=True)
    if first:
        fire_you(g, player, "you_pass_first")
    else:
        fire_you(g, player, "you_pass_last")


def resolve_after_you(g: GameState, frame: EffectFrame, step: ab.AfterYou) -> bool:
    if g.phase is Phase.AFTERNOON and g.turn_player == frame.ctx.controller:
        g.after_you = True
        log(g, "after_you", rule="7.3.2", cause=frame.ctx.cause, player=frame.ctx.controller,
            data={"who": frame.ctx.controller})
    return True


def resolve_become_first_player(g: GameState, frame: EffectFrame,
                                step: ab.BecomeFirstPlayer) -> bool:
    """The controller (or the target player) is the first player now; the next Succeed
    passes it on (CR 4.2.1.b)."""
    who = frame.ctx.controller
    if step.who == "target_player":
        if not choose_for_filter(g, frame, TARGET_PLAYER):
            return False
        who = frame.ctx.memo["player"]
    if g.first_player != who:
        g.first_player = who
        log(g, "first_player", rule="4.2.1.b", cause=frame.ctx.cause, player=who,
            data={"who": who})
    return True


def resolve_win_game(g: GameState, frame: EffectFrame, step: ab.WinGame) -> bool:
    ctx = frame.ctx
    reason = ({"via": "ability", "card": ctx.source} if ctx.source is not None
              else {"via": "effect"})
    end_game(g, ctx.controller, reason, rule="1.3.3", cause=ctx.cause)
    return False  # the game is over: nothing else resolves


def resolve_pass_now(g: GameState, frame: EffectFrame, step: ab.PassNow) -> bool:
    """'Immediately pass' (CR 4.2.3.d): the controller takes no more turns this Afternoon;
    'each player passes': the controller, then the other player."""
    first = frame.ctx.controller
    for who in ([first, 1 - first] if step.each else [first]):  # you first (CR 1.4.5)
        if g.phase is Phase.AFTERNOON and not g.players[who].passed:
            player_passes(g, who, cause=frame.ctx.cause)
    return True
