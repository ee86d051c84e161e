"""The day (CR 4.2): phases, daily effects, and the loop that runs the game until a player
must decide something.

Work in progress lives on `g.stack` as frames (plain dataclasses): the loop runs the top
frame; a frame either finishes (pops itself), pushes more work, or sets `g.pending` and
waits for an action. With an empty stack the day moves on to its next daily effect.
"""

from __future__ import annotations

from altered_tui.engine.actions import Action
from altered_tui.engine.log import log
from altered_tui.engine.morning import ExpandFrame, SetupManaFrame, morning_draw, prepare, succeed
from altered_tui.engine.night import CleanupFrame, check_victory, rest
from altered_tui.engine.progress import apply_progress
from altered_tui.engine.reactions import answer_reaction, check_reactions, quick_actions
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.steps import table  # noqa: F401  (fills the step table before any effect resolves)
from altered_tui.engine.steps.ongoing import after_rest
from altered_tui.engine.triggers import fire_phase
from altered_tui.engine.turns import EndTurnFrame, take_turn, turn_actions
from altered_tui.engine.types import AFTERNOON, DUSK, MORNING, NIGHT, Phase

PHASE_ORDER = (Phase.MORNING, Phase.NOON, Phase.AFTERNOON, Phase.DUSK, Phase.NIGHT)

# Daily effects of each phase, in order (CR 4.2.1-4.2.5). "turns" is the Afternoon.
PHASE_STEPS: dict[Phase, tuple[str, ...]] = {
    Phase.SETUP: ("setup_mana",),
    Phase.MORNING: ("succeed", "prepare", "draw", "expand"),
    Phase.NOON: (),
    Phase.AFTERNOON: ("turns",),
    Phase.DUSK: ("progress",),
    Phase.NIGHT: ("rest", "cleanup", "check_victory"),
}

PHASE_TRIGGERS = {Phase.NOON: "at_noon", Phase.DUSK: "at_dusk", Phase.NIGHT: "at_night"}

PHASE_RULES = {
    Phase.MORNING: "4.2.1",
    Phase.NOON: "4.2.2",
    Phase.AFTERNOON: "4.2.3",
    Phase.DUSK: "4.2.4",
    Phase.NIGHT: "4.2.5",
}




def begin_phase(g: GameState) -> None:
    log(g, "phase", rule=PHASE_RULES.get(g.phase, "4.1"), cause="day",
        data={"day": g.day, "phase": g.phase._value_})


# CR 4.1.l: after Setup, the first Morning is skipped; after Night, a new day begins.
NEXT_PHASE = {Phase.SETUP: Phase.NOON, **dict(zip(PHASE_ORDER, PHASE_ORDER[1:])),
              Phase.NIGHT: Phase.MORNING}


def next_phase(g: GameState) -> None:
    if g.phase is NIGHT:
        g.day += 1
    g.phase = NEXT_PHASE[g.phase]
    g.step = -1


def start_afternoon(g: GameState) -> None:
    for p in g.players:
        p.passed = False
    g.turn_player = g.first_player
    g.played_this_afternoon = [[], []]
    g.played_this_turn = [0, 0]
    g.activated_this_turn, g.discarded_this_turn = {}, [[], []]


def run_daily_effect(g: GameState, name: str) -> None:
    if name == "setup_mana":
        g.stack.append(SetupManaFrame(order=g.in_initiative_order()))
    elif name == "succeed":
        succeed(g)
    elif name == "prepare":
        prepare(g)
    elif name == "draw":
        morning_draw(g)
    elif name == "expand":
        g.stack.append(ExpandFrame(order=g.in_initiative_order()))
    elif name == "progress":
        apply_progress(g)
    elif name == "rest":
        rest(g)
        after_rest(g)  # delayed 'after Rest' effects (CR 2.2.2.m)
    elif name == "cleanup":
        g.stack.append(CleanupFrame(order=g.in_initiative_order()))
    elif name == "check_victory":
        check_victory(g)
    else:
        raise AssertionError(name)


def advance(g: GameState) -> None:
    """Take the next step of the day when nothing else is in progress."""
    steps = PHASE_STEPS[g.phase]
    if g.step == -1:
        g.step = 0
        begin_phase(g)
        if g.phase is AFTERNOON:
            start_afternoon(g)
        elif g.phase is DUSK:
            g.progress_report = None
        elif g.phase is MORNING:
            g.moved_today.clear()
            g.reaction_counts.clear()  # the 100-a-day limits restart (CR 1.4.6)
            g.ongoing = [o for o in g.ongoing if o.get("duration") != "day"]
        if g.phase in PHASE_TRIGGERS:
            fire_phase(g, PHASE_TRIGGERS[g.phase])  # CR 4.2.b
        return
    if g.step >= len(steps):
        next_phase(g)
        return
    name = steps[g.step]
    if name == "turns":
        if g.after_you and g.turn_player is not None:
            g.stack.append(EndTurnFrame(g.turn_player))  # CR 7.3.2: the turn ends, not passing
            return
        if g.turn_player is None:
            g.step += 1
            g.ongoing = [o for o in g.ongoing if "step" not in o
                         or o["step"].duration not in ("turn", "afternoon")]
            log(g, "afternoon_end", rule="4.2.3.e", cause="afternoon")
            return
        g.pending = Decision(g.turn_player, "turn",
                             {"kind": "turn"},
                             quick_actions(g, g.turn_player) + turn_actions(g, g.turn_player))
        return
    g.step += 1
    run_daily_effect(g, name)


def run(g: GameState) -> None:
    """Run the game until a decision is pending or the game is over.

    Reactions are checked (CR 4.4.a) whenever nothing is resolving: at the start of a phase,
    after a daily effect, a turn effect or a Reaction."""
    while g.winner is None and g.pending is None:
        top = g.stack[-1] if g.stack else None
        if g.emblems and (top is None or top.waits_for_reactions):  # Reactions wait in Limbo
            check_reactions(g)
        elif top is not None:
            top.run(g)
        else:
            advance(g)


def answer(g: GameState, action: Action) -> None:
    """Feed a legal action to whatever is waiting for it, then run on."""
    decision = g.pending
    assert decision is not None
    g.pending = None
    if decision.kind == "turn":
        take_turn(g, action)
    elif decision.kind == "reaction":
        answer_reaction(g, action)
    else:
        g.stack[-1].answer(g, action)
    run(g)


__all__ = ["run", "answer"]
