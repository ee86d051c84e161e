"""Steps that end the turn or the game (CR 7.3.2, 1.3.3)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.log import log
from altered_tui.engine.outcome import end_game
from altered_tui.engine.state import GameState
from altered_tui.engine.steps.effect import EffectFrame
from altered_tui.engine.types import Phase


def resolve_after_you(g: GameState, frame: EffectFrame, step: ab.AfterYou) -> bool:
    if g.phase is Phase.AFTERNOON and g.turn_player == frame.ctx.controller:
        g.after_you = True
        log(g, "after_you", f"{g.players[frame.ctx.controller].name}: After You — the turn ends "
            "once no Reactions are waiting", rule="7.3.2", cause=frame.ctx.cause,
            player=frame.ctx.controller)
    return True


def resolve_win_game(g: GameState, frame: EffectFrame, step: ab.WinGame) -> bool:
    ctx = frame.ctx
    name = g.cdef(ctx.source).name if ctx.source is not None else ctx.cause
    end_game(g, ctx.controller, f"won by the ability of {name}", rule="1.3.3", cause=ctx.cause)
    return False  # the game is over: nothing else resolves
