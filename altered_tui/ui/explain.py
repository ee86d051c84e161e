"""Plain-words explanations of log events: the one-line narration of Explain mode (phases
and daily effects) and the longer "Why?" answer for any log line, with its rule number."""

from __future__ import annotations

from typing import Any

from altered_tui.i18n import N_, _
from altered_tui.i18n.events import blocked_text, names_for, note_text
from altered_tui.i18n.terms import side_name, terrain_name
from altered_tui.ui.cardtext import event_text

# Narration when a phase begins (event kind "phase"), by phase name.
PHASES = {
    "morning": ("4.2.1", N_("Morning: the first player changes, everything exhausted is readied, "
                   "each player draws two cards and may Expand.")),
    "noon": ("4.2.2", N_("Noon: nothing happens by itself, but 'at Noon' Reactions are played "
                         "now.")),
    "afternoon": ("4.2.3", N_("Afternoon: players take turns, first player first; each turn you "
                     "play one card, use an ability or pass. Once both have passed, it ends.")),
    "dusk": ("4.2.4", N_("Dusk: each Expedition compares its totals with the facing one, in the "
                "terrains of its region, and moves forward if it wins at least one.")),
    "night": ("4.2.5", N_("Night: Rest sends Characters to the Reserve, Clean-up trims Reserve "
                 "and Landmarks, then Check Victory looks at the distances.")),
}

# Narration for daily effects and other notable events, by event kind.
KINDS = {
    "succeed": ("4.2.1.b", N_("Succeed: the other player becomes the first player for this day.")),
    "prepare": ("4.2.1.c", N_("Prepare: every exhausted Hero, orb and card is readied.")),
    "draw": ("4.2.1.d", N_("Draw: each player draws two cards in the Morning.")),
    "expand": ("4.2.1.e", N_("Expand: each player may put one card from Hand into Mana, ready.")),
    "afternoon_end": ("4.2.3.e", N_("Both players passed in a row: the Afternoon is over.")),
    "progress": ("4.2.4.b", N_("Progress: strictly more in a terrain of the region moves the "
                    "Expedition; ties and zeros do not.")),
    "rest": ("4.2.5.b", N_("Rest: Characters go back to their owner's Reserve, unless Anchored, "
                "Asleep or Eternal; Fleeting ones are discarded.")),
    "rest_stay": ("4.2.5.b", N_("Rest: this Character stays in its Expedition.")),
    "discard": ("4.2.5.c", N_("Clean-up: the Reserve is cut down to the Hero's limit.")),
    "sacrifice": ("4.2.5.c", N_("Clean-up: Landmarks over the Hero's limit are sacrificed.")),
    "check_victory": ("4.2.5.d", N_("Check Victory: nobody has met or crossed yet, the game "
                                    "goes on.")),
    "tiebreak": ("4.3.a", N_("Tied at the top: every Expedition goes to the Arena; nobody moves "
                    "from now on.")),
    "arena": ("4.3.e", N_("Arena: each player adds both Expeditions and wins the terrains where "
                 "that sum is greater and above zero.")),
    "victory": ("1.3.3.b", N_("The game is over: the greater total distance wins.")),
    "reveal": ("7.3.17.b", N_("An Expedition entered a face-down Tumult: the card is turned up.")),
    "reaction": ("4.4.b", N_("A Reaction waiting in Limbo is played; then Reactions are checked "
                    "again.")),
}

# Short reasons for the other rule numbers the engine cites, for the "Why?" answer.
RULES = {
    "4.1.g": N_("The first player is chosen at random when the game is set up."),
    "4.1.j": N_("At setup each player draws six cards."),
    "4.1.k": N_("At setup each player puts three cards from Hand into Mana, ready."),
    "5.1.2.d": N_("Playing a card costs its Hand Cost from the Hand, its Reserve Cost from the "
                  "Reserve."),
    "2.4.6.a": N_("A card played from the Reserve becomes Fleeting."),
    "2.4.6.d": N_("A Fleeting Character is discarded instead of going to the Reserve."),
    "2.4.2": N_("An Anchored Character stays in its Expedition at Rest, then loses Anchored."),
    "2.4.3": N_("An Asleep Character does not count at Dusk and stays at Rest, then wakes up."),
    "7.4.3.b": N_("An Eternal Character is never sent to the Reserve by Rest."),
    "7.4.2.b": N_("An Expedition holding a Defender cannot move forward at Dusk."),
    "7.4.4.b": N_("A Gigantic Character is present in both Expeditions of its controller."),
    "4.2.4.e": N_("A tie in a terrain is not enough to move forward."),
    "4.2.4.f": N_("A total of zero or less never wins a terrain."),
    "4.2.4.i": N_("An Expedition that wins no terrain of its region stays where it is."),
    "4.2.3.e": N_("When both players have passed, the Afternoon ends."),
    "7.3.17": N_("Moving forward takes an Expedition one region towards the other side."),
}


def narration(event: dict[str, Any]) -> str | None:
    """The Explain-mode line for an event, or None if it needs none."""
    if event["kind"] == "phase":
        phase = event.get("phase", "")
        rule, text = PHASES.get(phase, (None, None))
    else:
        rule, text = KINDS.get(event["kind"], (None, None))
    if text is None:
        return None
    return f"ℹ {_(text)} [{rule}]"


def _progress_lines(data: dict[str, Any], names: list[str], cards: dict[int, str]) -> list[str]:
    who = names[data["player"]] if data.get("player") is not None else "?"
    region = "+".join(terrain_name(t) for t in data.get("terrains", [])) or _("no terrain")
    shown = names_for(cards, names)
    f, m, w = data["stats"]
    ff, fm, fw = data["facing"]
    lines = [
        _("{who}'s {side} Expedition, region {region} ({terrains}).").format(
            who=who, side=side_name(data["side"]).lower(), region=data["region"], terrains=region),
        _("Its totals Forest/Mountain/Water: {f}/{m}/{w}; the facing Expedition: "
          "{ff}/{fm}/{fw}.").format(f=f, m=m, w=w, ff=ff, fm=fm, fw=fw),
        _("Terrain by terrain:"),
        *[f"  • {note_text(note, shown)}" for note in data.get("notes", [])],
    ]
    if data.get("blocked"):
        lines.append(_("It is blocked: {why}").format(why=blocked_text(data["blocked"], shown)))
    lines.append(_("So it moves forward one region [4.2.4.b].") if data.get("moves")
                 else _("So it stays where it is [4.2.4.i]."))
    return lines


def why(event: dict[str, Any], names: list[str]) -> tuple[str, list[str]]:
    """A title and the lines explaining what decided a log event."""
    kind, rule, data = event["kind"], event.get("rule", ""), event.get("data") or {}
    title = event_text(event)  # the log line as the log shows it
    lines: list[str] = []
    if kind == "progress" and "stats" in data:
        lines = _progress_lines(data, names, event.get("names") or {})
    elif kind == "arena" and "totals" in data:
        f, m, w = data["totals"]
        lines = [_("Both Expeditions added up: Forest {f}, Mountain {m}, Water {w}.").format(
            f=f, m=m, w=w),
                 _("Terrains won (greater than the rival's and above zero): {won}.").format(
                     won=", ".join(terrain_name(t) for t in data.get("won", [])) or _("none"))]
    elif kind in ("check_victory", "tiebreak") and "sums" in data:
        a, b = data["sums"]
        lines = [_("Total distances from the starting regions: {a} for {p1}, {b} for {p2}.")
                 .format(a=a, b=b, p1=names[0], p2=names[1]),
                 _("A player wins once a total reaches 7 (met) or more (crossed) and is "
                   "greater than the other; equal totals of 7 or more start tiebreakers.")]
    elif kind == "phase":
        rule, text = PHASES.get(event.get("phase", ""), (rule, ""))
        lines = [_(text)] if text else []
    explained = KINDS.get(kind)
    if explained and not lines:
        lines = [_(explained[1])]
    if rule and rule in RULES:
        lines.append(_(RULES[rule]))
    if rule:
        lines.append(_("Rule: {rule} of the Complete Rules.").format(rule=rule))
    if not lines:
        lines = [_("No rule number was given for this event.")]
    return title, lines
