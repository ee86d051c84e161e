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
        log(g, "after_you", rule="7.3.2", cause=frame.ctx.cause, player=frame.ctx.controller,
            data={"who": frame.ctx.controller})
    return True


def resolve_win_game(g: GameState, frame: EffectFrame, step: ab.WinGame) -> bool:
    ctx = frame.ctx
    reason = ({"via": "ability", "card": ctx.source} if ctx.source is not None
              else {"via": "effect"})
    end_game(g, ctx.controller, reason, rule="1.3.3", cause=ctx.cause)
    return False  # the game is over: nothing else resolves
