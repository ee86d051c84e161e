"""What each option of a decision does, in words, and the card it refers to.

The engine's text forms (`use Nevenka & Blotch#3 a1`, `react Kappa#9 e4`, `play X@hand ->
hero reduced`) are keys, not explanations: this reads the game state (never changing it)
to say the ability's text, the Reaction's source and effect, and the mana a play costs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from altered_tui.engine import GameState
from altered_tui.engine.actions import ActionError, parse
from altered_tui.engine.adventure import marker_region
from altered_tui.engine.objects import terrains_at
from altered_tui.engine.types import Terrain, Zone

TERRAIN_NAMES = ("forest", "mountain", "water")
from altered_tui.i18n import N_, _, current_language, labelled, pgettext
from altered_tui.i18n.events import FROM_ZONE
from altered_tui.i18n.prompts import mode_text, plain_option_text
from altered_tui.i18n.terms import side_name, terrain_name, zone_name
from altered_tui.ui.cardtext import symbols_in_words


@dataclass(frozen=True)
class OptionLabel:
    text: str  # the action's text form: what the engine receives
    label: str  # what it does, in the current language
    card: int | None  # the card it refers to, highlighted on the board
    short: str = ""  # the card and where it goes, for a row too short for `label`


def ability_text(ability: Any) -> str:
    """One ability in words, rendered from its structure in the current language."""
    from altered_tui.cards.render import render_ability  # lazy: loaded with the first board

    return symbols_in_words(render_ability(ability, lang=current_language()))


def steps_text(steps: list[Any]) -> str:
    from altered_tui.cards.render import render_steps  # lazy: loaded with the first board

    return symbols_in_words(render_steps(steps, lang=current_language()))


def _where(g: GameState, cid: int, viewer: int) -> str:
    c = g.cards[cid]
    whose = _("yours") if c.controller == viewer else \
        _("{name}'s").format(name=g.players[c.controller].name)
    if c.zone is Zone.EXPEDITION and c.side is not None:
        place = _("{side} exp.").format(side=side_name(c.side.value))
    else:
        place = zone_name(c.zone.value)
    return f"{whose}, {place}"


def _play(g: GameState, cid: int, src: str, dest: str, variant: str) -> str:
    from altered_tui.engine.playing import cost_option, play_cost  # lazy

    prompt = g.pending.prompt if g.pending is not None else {}
    cheaper = prompt.get("reduce", 0) if prompt.get("kind") == "play_now" else 0
    free = variant in ("free", "free scout")
    variant = "scout" if variant == "free scout" else variant
    cost = None if free else play_cost(g, cid, Zone(src), variant, side=dest or None,
                                                      cheaper=cheaper)
    name = g.cdef(cid).name
    origin = _(FROM_ZONE[src])  # "from Hand"
    if dest:
        # the side's word inside "… expedition": in French in lower case, as in the log
        side = (pgettext("expedition", "Hero") if dest == "hero"
                else pgettext("expedition", "Companion"))
        label = _("Play {card} {from_zone} → {side} expedition").format(
            card=name, from_zone=origin, side=side)
    else:
        label = _("Play {card} {from_zone}").format(card=name, from_zone=origin)
    if cost is None:
        label += " · " + _("for free")
    else:
        label += " · " + _("{cost} mana").format(cost=cost)
    if variant == "scout":
        label += " · " + _("Scout cost: it goes to Reserve")
    elif variant == "hand_cost":
        label += " · " + _("paying its Hand Cost")
    elif variant == "reduced":
        option = cost_option(g, cid)
        if option is not None and option.sacrifice_permanent:
            label += " · " + _("sacrificing a Permanent")
        elif option is not None and option.exhaust_reserve_card:
            label += " · " + _("exhausting a card in your Reserve")
        elif option is not None and not option.discard_from_reserve:
            label += " · " + _("taking its option to cost {n} less").format(n=option.reduce)
        else:
            label += " · " + _("discarding {count} from your Reserve").format(
                count=option.discard_from_reserve if option else 0)
    return label


def _use(g: GameState, cid: int, arg: str, idle: bool) -> str:
    """A quick action: its card and text; first, when it would do nothing now, that it has
    no target (before the text, which a short line cuts)."""
    d = g.cdef(cid)
    abilities = d.support if arg.startswith("s") else d.abilities
    text = ability_text(abilities[int(arg[1:]) - 1])
    name = d.name + " " + _("(no target now)") if idle else d.name
    if arg.startswith("s"):
        return _("{card} (support, from Reserve): {text}").format(card=name, text=text)
    return labelled(name) + text


def _ability(g: GameState, cid: int, arg: str) -> str:
    """One of the card's {R} abilities, offered to activate as if it had been played from
    Reserve: its text."""
    from altered_tui.engine.playing import reserve_reaction  # lazy, as in _play

    return labelled(g.cdef(cid).name) + ability_text(reserve_reaction(g, cid, arg))


def _react(g: GameState, cid: int, arg: str) -> str:
    emblem = next((e for e in g.emblems if f"e{e.eid}" == arg), None)
    name = g.cdef(cid).name
    if emblem is None:
        return _("Reaction of {card}").format(card=name)
    if emblem.granted is not None:
        text = steps_text(emblem.granted)
    else:
        d = g.cdef(cid)
        text = ability_text((d.support if emblem.support else d.abilities)[emblem.ability])
    return _("Reaction of {card}: {text}").format(card=name, text=text)


def _mode(g: GameState, arg: str) -> str | None:
    """A mode of 'choose one', by its number: that mode's steps in words."""
    number = arg.partition(" ")[0]
    modes = g.pending.prompt.get("modes") if g.pending is not None else None
    if not number.isdigit() or not modes or not 0 < int(number) <= len(modes):
        return None
    return mode_text(int(number), [s.model_dump() for s in modes[int(number) - 1]])


def _region(g: GameState, index: int) -> str:
    """'Region 3 (Forest, Water)': its number on the board and the terrains it has now."""
    terrains = ", ".join(terrain_name(t.value) for t in terrains_at(g, index))
    return _("Region {n} ({terrains})").format(n=index, terrains=terrains or _("no terrain"))


def _marker(g: GameState, player: int, terrain: str) -> str | None:
    """One of the Hero's Terrain Markers, and where it is."""
    label = plain_option_text("marker", terrain, "")
    if label is None or terrain not in TERRAIN_NAMES:
        return label
    where = marker_region(g, player, Terrain(terrain))
    if where is None:
        return _("{marker}, on your Hero").format(marker=label)
    return _("{marker}, on region {n}").format(marker=label, n=where)


# How a play option that is not the plain one says so in few words.
SHORT_VARIANTS = {"scout": N_("Scout cost"), "hand_cost": N_("Hand Cost"),
                  "reduced": N_("cheaper"), "free": N_("for free")}


def _play_short(g: GameState, cid: int, src: str, dest: str, variant: str) -> str:
    """A play option in few words: the card's whole name, where from unless from the Hand,
    where it goes, and how it is paid unless plainly ("Icarus → Hero · Scout cost")."""
    name = g.cdef(cid).name
    if src != "hand":
        name = f"{name} ({zone_name(src)})"
    short = f"{name} → {side_name(dest)}" if dest else name
    if variant in SHORT_VARIANTS:
        short += " · " + _(SHORT_VARIANTS[variant])
    return short


def describe(g: GameState, text: str, viewer: int, idle: bool = False) -> OptionLabel:
    """What the option `text` does; `idle`: it is an ability that would do nothing now."""
    try:
        a = parse(text)
    except ActionError:
        return OptionLabel(text, text, None)
    cid = a.card if a.card is not None and a.card in g.cards else None
    label = None
    if cid is not None:
        name = g.cdef(cid).name
        if a.verb == "play":
            label = _play(g, cid, a.src, a.dest, a.arg)
        elif a.verb == "use" and re.fullmatch(r"[as]\d+", a.arg):
            label = _use(g, cid, a.arg, idle)
        elif a.verb == "ability" and re.fullmatch(r"[asg]\d+", a.arg):
            label = _ability(g, cid, a.arg)
        elif a.verb == "react" and re.fullmatch(r"e\d+", a.arg):
            label = _react(g, cid, a.arg)
        elif a.verb == "mana":
            label = _("{card} → Mana").format(card=name)
        elif a.verb == "expand":
            label = _("Expand: {card} → Mana").format(card=name)
        elif a.verb == "keep":
            label = _("Keep {card} ({where})").format(card=name, where=_where(g, cid, viewer))
        elif a.verb in ("target", "choose"):
            label = f"{name} ({_where(g, cid, viewer)})"
            if a.arg.startswith("tough "):
                label += " · " + _("pay {cost} mana for Tough").format(cost=a.arg[6:])
            elif a.arg.startswith("extra "):  # the ability costs more to target it
                label += " · " + _("pay {cost} mana more for this target").format(cost=a.arg[6:])
    elif a.verb == "mode":
        label = plain_option_text(a.verb, a.arg, a.dest) or _mode(g, a.arg)
    elif a.verb == "region" and a.arg.isdigit() and int(a.arg) < len(g.regions):
        label = _region(g, int(a.arg))
    elif a.verb == "marker" and g.pending is not None:
        label = _marker(g, g.pending.player, a.arg)
    else:
        label = plain_option_text(a.verb, a.arg, a.dest)
    short = _play_short(g, cid, a.src, a.dest, a.arg) \
        if cid is not None and a.verb == "play" else ""
    return OptionLabel(text, label if label is not None else text, cid, short)


def describe_options(g: GameState, options: list[str], viewer: int) -> list[OptionLabel]:
    from altered_tui.engine.reactions import idle_quick_actions  # lazy, as in _play

    idle = set(idle_quick_actions(g, g.pending.options, viewer)) if g.pending else set()
    return _copies_apart(g, [describe(g, text, viewer, text in idle) for text in options])


def _copies_apart(g: GameState, labels: list[OptionLabel]) -> list[OptionLabel]:
    """Two copies of a card make options that would read the same: each says which copy it
    is right after the card's name ("Lyra Navigator (copy 2)"), the card cursor showing
    which card that is."""
    seen: dict[str, list[int]] = {}
    for i, o in enumerate(labels):
        seen.setdefault(o.label, []).append(i)
    out = list(labels)
    for same in (indices for indices in seen.values() if len(indices) > 1):
        for n, i in enumerate(same, start=1):
            o = labels[i]
            if o.card is None:
                continue
            name = g.cdef(o.card).name
            named = name + " (" + _("copy {n}").format(n=n) + ")"
            out[i] = OptionLabel(o.text, o.label.replace(name, named, 1), o.card,
                                 o.short.replace(name, named, 1))
    return out


# Options a stray Enter may take: they give nothing away ("up to" and optional choices,
# Expand, which would otherwise put the first card of the Hand into Mana).
SAFE_DEFAULTS = ("done", "expand none")


def default_option(options: list[str], idle: frozenset[str] = frozenset()) -> int | None:
    """The option highlighted first: one that throws nothing away, else the first that
    does something now (not an ability with no target, `idle`)."""
    for text in SAFE_DEFAULTS:
        if text in options:
            return options.index(text)
    useful = [i for i, text in enumerate(options) if text not in idle]
    return useful[0] if useful else (0 if options else None)
