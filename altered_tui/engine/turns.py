"""Afternoon turns (CR 4.2.3): the actions of a turn, and passing the turn on."""

from __future__ import annotations

from dataclasses import dataclass

from altered_tui.engine.actions import Action
from altered_tui.engine.playing import PlayCardFrame, play_actions
from altered_tui.engine.reactions import use_quick_action
from altered_tui.engine.state import GameState
from altered_tui.engine.steps.game import player_passes
from altered_tui.engine.types import AFTERNOON, SIDE_BY_NAME, ZONE_BY_NAME

PASS = Action("pass")


def turn_actions(g: GameState, player: int) -> list[Action]:
    return play_actions(g, player) + [PASS]


@dataclass
class EndTurnFrame:
    """CR 4.2.3.e: after the turn effect and its Reactions, the next player who has not
    passed takes a turn; when both have passed, the Afternoon ends."""

    waits_for_reactions = True
    player: int

    def run(self, g: GameState) -> None:
        g.stack.pop()
        g.after_you = False
        # CR 2.2.14.c: "this turn" Ongoing Emblems end with the turn.
        g.ongoing = [o for o in g.ongoing if ("step" not in o or o["step"].duration != "turn")
                     and o.get("kind") not in ("next_joins", "next_activation")]
        g.played_this_turn = [0, 0]  # a new turn begins (CR 4.2.3)
        g.activated_this_turn, g.discarded_this_turn = {}, [[], []]
        other = 1 - self.player
        if not g.players[other].passed:
            g.turn_player = other
        elif not g.players[self.player].passed:
            g.turn_player = self.player
        else:
            g.turn_player = None


def take_turn(g: GameState, action: Action) -> None:
    player = g.turn_player
    assert player is not None and g.phase is AFTERNOON
    if action.verb == "pass":
        player_passes(g, player, end_turn=EndTurnFrame(player))
    elif action.verb == "use":
        use_quick_action(g, action, player)  # CR 4.2.3.e: the turn goes on
    elif action.verb == "play":
        src = ZONE_BY_NAME[action.src]
        side = SIDE_BY_NAME[action.dest] if action.dest else None
        g.stack.append(EndTurnFrame(player))
        g.stack.append(PlayCardFrame(action.card, src, side, player, action.arg))  # type: ignore[arg-type]
    else:
        raise AssertionError(f"unexpected turn action {action}")
