"""How many a step gives or does: a plain number, or a Quantity of the ability vocabulary
worked out as the step happens (CR 6.5.i). Every step with an amount reads it here."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.characteristics import looked_at, matches, my_counters
from altered_tui.engine.objects import Context, exists, expedition_terrains, stats
from altered_tui.engine.state import GameState
from altered_tui.engine.types import SIDES, Terrain


def amount(g: GameState, q: int | ab.Quantity, ctx: Context, die: int | None = None) -> int:
    """The number now: X times the factor, plus the constant. `die` is the result of the
    die the effect rolled last, if any (CR 7.3.19.b)."""
    if isinstance(q, int):
        return q
    return q.times * _x(g, q, ctx, die) + q.plus


def _x(g: GameState, q: ab.Quantity, ctx: Context, die: int | None) -> int:
    if q.count is not None:
        return counted(g, q.count, ctx)
    if q.remembered == "die":
        return die or 0
    if q.remembered is not None:  # "that many": what the cost or a step of this effect did
        return int(ctx.memo.get(q.remembered, 0))
    if q.stat == "its_highest":  # "it"'s highest statistic now (CR 2.3)
        if not exists(g, ctx.it, ctx.it_oid):
            return 0
        return max(0, *stats(g, ctx.it))  # type: ignore[arg-type]
    return my_counters(g, ctx, q.my_counters)


def counted(g: GameState, c: ab.Count, ctx: Context) -> int:
    """How many there are of what `c` counts, from the controller's side."""
    me = g.players[ctx.controller]
    if c.objects is not None:  # the effect's own context: "other", "in my Expedition"
        return sum(1 for cid in looked_at(g, c.objects) if matches(g, cid, c.objects, ctx))
    if c.expeditions_in is not None:
        terrain = Terrain(c.expeditions_in)
        return sum(1 for p in (0, 1) for side in SIDES
                   if terrain in expedition_terrains(g, p, side))
    if c.my_ascended_expeditions:
        return sum(1 for pl, _s in g.ascended if pl == ctx.controller)
    if c.named_in_my_discard is not None:  # CR 3.2.3: the discard pile is public
        return sum(1 for cid in me.discard if g.cdef(cid).name == c.named_in_my_discard)
    zone = c.cards_in
    if zone == "each_reserve":
        return sum(len(p.reserve) for p in g.players)
    if zone == "target_player_reserve":  # the player is chosen before the count (CR 6.5.a)
        return len(g.players[ctx.memo["player"]].reserve) if "player" in ctx.memo else 0
    return len({"my_reserve": me.reserve, "my_hand": me.hand, "my_mana": me.mana,
                "my_landmarks": me.landmarks}[zone])  # type: ignore[index]
