"""'Each player sacrifices', and passives that change the daily effects, playing and regions.

Reactions helpers are imported inside functions: effects.py imports this module at its end,
and reactions.py imports effects.py.
"""

from __future__ import annotations

from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.engine.characteristics import passives
from altered_tui.engine.log import log
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Terrain, Zone


# --- triggers -----------------------------------------------------------------------------

# --- each player sacrifices ------------------------------------------------------------------

def sacrifice_each(g: GameState, frame: Any, step: ab.Sacrifice) -> bool:
    """CR 1.4.5.a: each player chooses what they sacrifice, in initiative order, knowing the
    earlier choices; then everything chosen is sacrificed at the same time (CR 7.3.25.a)."""
    from altered_tui.engine.effects import Context, _players, ask_card, in_play, matches, send

    ctx = frame.ctx
    chosen: dict[str, list[int]] = frame.scratch.setdefault("chosen", {})
    f = step.objects.filter.model_copy(update={"controller": "you"})
    for player in [p for p in g.in_initiative_order() if p in _players(ctx, step.who)]:
        if str(player) in chosen:
            continue
        mine = [c for c in in_play(g) if matches(g, c, f, Context(controller=player, source=ctx.source))]
        picked = [c for c in frame.picks if c in mine]
        need = min(step.objects.count, len(mine))
        if len(picked) < need and len(mine) > need:
            ask_card(g, player, f"{ctx.cause}: choose a Character to sacrifice",
                     [c for c in mine if c not in picked])
            return False
        chosen[str(player)] = picked if len(mine) > need else mine
    for player in g.in_initiative_order():
        for cid in chosen.get(str(player), []):
            if g.cards[cid].zone is Zone.EXPEDITION or g.cards[cid].zone is Zone.LANDMARKS:
                send(g, cid, Zone.DISCARD, ctx.cause, rule="7.3.25", sacrificed=True)
    return True


# --- passives --------------------------------------------------------------------------------

def morning_change(g: GameState, player: int) -> ab.MorningChange | None:
    """The player's passive that changes their Morning, if one works now (CR 7.3.14.b)."""
    for _cid, p in passives(g, "morning_change", player):
        if not (p.not_first_day and g.day == 1):
            return p
    return None


def morning_draw_count(g: GameState, player: int) -> int:
    change = morning_change(g, player)
    return 2 if change is None else change.draw  # CR 4.2.1.d


def expands_from_deck(g: GameState, player: int) -> bool:
    change = morning_change(g, player)
    return change is not None and change.expand_from_deck


def expand_from_deck(g: GameState, player: int) -> None:
    """The top card of the Deck goes to Mana face down and ready, instead of a card from hand
    (CR 4.2.1.e, 3.2.9). Only its owner sees which card it was (CR 3.2.9.d)."""
    from altered_tui.engine.zones import card_label, move, refill_deck_if_needed

    refill_deck_if_needed(g, player, 1, "Expand")
    p = g.players[player]
    if not p.deck:
        log(g, "expand", f"{p.name} does not Expand", rule="4.2.1.e", cause="Expand", player=player)
        return
    cid = p.deck[0]
    move(g, cid, Zone.MANA)
    log(g, "expand", f"{p.name} Expands with {card_label(g, cid)} from the top of their Deck",
        rule="4.2.1.e", cause="Expand", player=player, private_to=player,
        public_text=f"{p.name} Expands with the top card of their Deck")


def plays_fleeting(g: GameState, cid: int, player: int) -> bool:
    """CR 2.4.6.b: a passive makes the card Fleeting as it enters Limbo."""
    from altered_tui.engine.effects import Context, matches

    for src, p in passives(g, "played_fleeting", player):
        if matches(g, cid, p.filter.model_copy(update={"controller": "any"}), Context(player, src)):
            return True
    return False


def region_override(g: GameState) -> tuple[Terrain, int] | None:
    """'All regions are X and lose their other types' (CR 2.2.2.p): the terrain and the object
    whose passive applies; with several, the latest one in timestamp order wins (CR 2.3)."""
    found = [(g.cards[cid].oid, cid, p.terrain) for cid, p in passives(g, "regions_are")]
    if not found:
        return None
    _oid, cid, terrain = max(found)
    return Terrain(terrain), cid


def region_terrains(g: GameState, terrains: tuple[Terrain, ...] | list[Terrain]) -> list[Terrain]:
    override = region_override(g)
    return list(terrains) if override is None else [override[0]]


__all__ = ["sacrifice_each",
           "morning_draw_count", "expands_from_deck", "expand_from_deck", "plays_fleeting",
           "region_override", "region_terrains"]
