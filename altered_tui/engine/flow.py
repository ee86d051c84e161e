"""The day (CR 4.2): phases, daily effects, and the loop that runs the game until a player
must decide something.

Work in progress lives on `g.stack` as frames (plain dataclasses): the loop runs the top
frame; a frame either finishes (pops itself), pushes more work, or sets `g.pending` and
waits for an action. With an empty stack the day moves on to its next daily effect.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from altered_tui.engine import daily_and_regions
from altered_tui.engine.actions import Action
from altered_tui.engine.log import log
from altered_tui.engine.night import CleanupFrame, check_victory, rest
from altered_tui.engine.playing import EndTurnFrame, take_turn, turn_actions
from altered_tui.engine.progress import apply_progress
from altered_tui.engine.reactions import (
    answer_reaction,
    check_reactions,
    fire_phase,
    has_reactions,
    quick_actions,
)
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.types import Phase, Status, Zone
from altered_tui.engine.zones import card_label, draw, move, ready

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

PHASE_TRIGGERS = {Phase.NOON: "at_noon", Phase.DUSK: "at_dusk"}

PHASE_RULES = {
    Phase.MORNING: "4.2.1",
    Phase.NOON: "4.2.2",
    Phase.AFTERNOON: "4.2.3",
    Phase.DUSK: "4.2.4",
    Phase.NIGHT: "4.2.5",
}


@dataclass
class SetupManaFrame:
    """CR 4.1.k: each player puts three cards from Hand in Mana, ready; one pick at a time,
    first player first (CR 1.4.5)."""

    waits_for_reactions = False
    order: tuple[int, int] = (0, 1)
    index: int = 0
    picked: dict[int, int] = field(default_factory=lambda: {0: 0, 1: 0})

    def run(self, g: GameState) -> None:
        while self.index < 2:
            player = self.order[self.index]
            hand = g.players[player].hand
            if self.picked[player] < 3 and hand:
                left = 3 - self.picked[player]
                g.pending = Decision(player, "setup_mana",
                                     f"Setup: choose a card to put in Mana ({left} more)",
                                     [Action("mana", c, g.cdef(c).name) for c in hand])
                return
            self.index += 1
        g.stack.pop()

    def answer(self, g: GameState, action: Action) -> None:
        player = self.order[self.index]
        label = card_label(g, action.card)  # type: ignore[arg-type]
        move(g, action.card, Zone.MANA)  # type: ignore[arg-type]
        self.picked[player] += 1
        name = g.players[player].name
        log(g, "mana", f"{name} puts {label} in Mana, ready", rule="4.1.k", cause="Setup",
            player=player, private_to=player, public_text=f"{name} puts a card in Mana")


@dataclass
class ExpandFrame:
    """CR 4.2.1.e: each player may put one card from Hand in Mana, face down and ready."""

    waits_for_reactions = False
    order: tuple[int, int] = (0, 1)
    index: int = 0

    def run(self, g: GameState) -> None:
        while self.index < 2:
            player = self.order[self.index]
            hand = g.players[player].hand
            if daily_and_regions.expands_from_deck(g, player):  # a passive replaces the card's origin
                g.pending = Decision(player, "expand",
                                     "Expand: you may put the top card of your Deck in Mana",
                                     [Action("expand", arg="top"), Action("expand", arg="none")])
                return
            if hand:
                options = [Action("expand", c, g.cdef(c).name) for c in hand]
                g.pending = Decision(player, "expand",
                                     "Expand: you may put a card from your hand in Mana",
                                     options + [Action("expand", arg="none")])
                return
            self.index += 1
        g.stack.pop()

    def answer(self, g: GameState, action: Action) -> None:
        player = self.order[self.index]
        name = g.players[player].name
        self.index += 1
        if action.arg == "top":
            daily_and_regions.expand_from_deck(g, player)
            return
        if action.card is None:
            log(g, "expand", f"{name} does not Expand", rule="4.2.1.e", cause="Expand",
                player=player)
            return
        label = card_label(g, action.card)
        move(g, action.card, Zone.MANA)
        log(g, "expand", f"{name} Expands with {label}", rule="4.2.1.e", cause="Expand",
            player=player, private_to=player, public_text=f"{name} Expands with a card")


def begin_phase(g: GameState) -> None:
    log(g, "phase", f"Day {g.day}: {g.phase.value.capitalize()}",
        rule=PHASE_RULES.get(g.phase, "4.1"), cause="Day")


def next_phase(g: GameState) -> None:
    if g.phase is Phase.SETUP:
        g.phase = Phase.NOON  # CR 4.1.l: the first Morning is skipped
    elif g.phase is Phase.NIGHT:
        g.day += 1
        g.phase = Phase.MORNING
    else:
        g.phase = PHASE_ORDER[PHASE_ORDER.index(g.phase) + 1]
    g.step = -1


def succeed(g: GameState) -> None:
    g.first_player = 1 - g.first_player
    log(g, "succeed", f"{g.players[g.first_player].name} becomes the first player",
        rule="4.2.1.b", cause="Succeed")


def prepare(g: GameState) -> None:
    """CR 4.2.1.c: ready every exhausted card and object in personal zones and Expeditions."""
    count = 0
    for p in g.players:
        zones = [p.reserve, p.landmarks, p.mana, *p.expeditions.values()]
        if p.hero is not None:
            zones.append([p.hero])
        for cards in zones:
            for cid in cards:
                count += ready(g, cid)
    log(g, "prepare", f"Prepare: {count} exhausted objects are readied", rule="4.2.1.c",
        cause="Prepare")


def morning_draw(g: GameState) -> None:
    for player in g.in_initiative_order():
        draw(g, player, daily_and_regions.morning_draw_count(g, player), cause="Draw", rule="4.2.1.d")


def start_afternoon(g: GameState) -> None:
    for p in g.players:
        p.passed = False
    g.turn_player = g.first_player
    g.played_this_afternoon = [[], []]


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
        from altered_tui.engine.conditions_and_delays import after_rest

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
        if g.phase is Phase.AFTERNOON:
            start_afternoon(g)
        elif g.phase is Phase.DUSK:
            g.progress_report = None
        elif g.phase is Phase.MORNING:
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
            log(g, "afternoon_end", "Both players have passed: the Afternoon ends",
                rule="4.2.3.e", cause="Afternoon")
            return
        g.pending = Decision(g.turn_player, "turn",
                             "Your turn: play a card, use an ability, or pass",
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
        if (top is None or top.waits_for_reactions) and has_reactions(g):
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


__all__ = ["run", "answer", "Status"]
