"""`altered-tui check`: play a scenario's actions and report each of its expectations.

A scenario file (altered_tui.scenarios) may list `actions` (text forms, exactly as the
game offers them; `{label}` stands for a labelled card's `Name#cid`) and `expect` lines.
Each action must be legal when its turn comes; then every expectation is checked and
reported on its own line, `PATH:LINE: ok ...` or `PATH:LINE: FAIL ...`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from altered_tui.cards.pool import CardPool
from altered_tui.cards.yamlsource import InputError, Located, Problem
from altered_tui.engine import ActionError, apply_inplace, legal_actions
from altered_tui.engine.characteristics import keyword_value
from altered_tui.engine.objects import has_subtype, stats, terrains_at
from altered_tui.engine.observation import event_view
from altered_tui.engine.state import Event, GameState
from altered_tui.engine.types import Side, Zone
from altered_tui.i18n.events import event_text
from altered_tui.scenarios import (STATUS_BY_NAME, Expectation, build_position,
                                   load_located_scenario)

_LABEL = re.compile(r"\{([a-z][a-z0-9_]*)\}")


@dataclass(frozen=True)
class Line:
    """One reported line: where in the file, whether it held, what it says."""

    path: str
    line: int | None
    ok: bool
    text: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: {'ok' if self.ok else 'FAIL'}: {self.text}"


def check_file(path: Path, pool: CardPool) -> list[Line]:
    """Every action and expectation of the scenario, in file order (InputError if the file
    itself is bad)."""
    scenario, located = load_located_scenario(path)
    name = str(path)
    g, labels = build_position(scenario, pool, name)
    out = []
    for i, text in enumerate(scenario.actions):
        line = located.line_of(("actions", i))
        try:
            action = _expand(text, g, labels, name, line)
            apply_inplace(g, action)
        except ActionError:
            legal = " | ".join(a.text for a in legal_actions(g)) or "none"
            out.append(Line(name, line, False, f"action {action!r} is not legal now; legal: {legal}"))
            return out + [Line(name, located.line_of(("expect", j)), False, "not reached")
                          for j in range(len(scenario.expect))]
    for j, e in enumerate(scenario.expect):
        line = located.line_of(("expect", j))
        failure = _failure(e, g, labels, name, line)
        out.append(Line(name, line, failure is None, failure or _describe(located, j)))
    return out


def english(g: GameState, e: Event) -> str:
    """An event as its English log line reads, in full."""
    return event_text(event_view(g, e, e.private_to, [p.name for p in g.players]), "en")


def _expand(text: str, g: GameState, labels: dict[str, int], path: str, line: int | None) -> str:
    def one(m: re.Match[str]) -> str:
        if m.group(1) not in labels:
            raise InputError([Problem(path, line, f"no card is labelled {m.group(1)}")])
        cid = labels[m.group(1)]
        return f"{g.cdef(cid).name}#{cid}"  # the card as action text forms write it
    return _LABEL.sub(one, text)


def _describe(located: Located, index: int) -> str:
    fields = located.data["expect"][index]
    return ", ".join(f"{k}: {v}" for k, v in fields.items())


def _failure(e: Expectation, g: GameState, labels: dict[str, int], path: str,
             line: int | None) -> str | None:
    """Why the expectation does not hold, or None."""
    winner = None if e.winner == "none" else e.winner
    if "winner" in e.model_fields_set and g.winner != winner:
        return f"winner: expected {e.winner}, found {g.winner if g.winner is not None else 'none'}"
    simple = [("day", g.day), ("phase", g.phase.value), ("tiebreak", g.tiebreak),
              ("hero_position", g.players[e.player].positions[Side.HERO]),
              ("companion_position", g.players[e.player].positions[Side.COMPANION])]
    for field, found in simple:
        wanted = getattr(e, field)
        if wanted is not None and wanted != found:
            return f"{field}: expected {wanted}, found {found}"
    if e.region is not None:
        problem = _region_failure(e, g)
        if problem:
            return problem
    if e.pending is not None:
        problem = _pending_failure(e, g, labels, path, line)
        if problem:
            return problem
    if e.card is not None:
        problem = _card_failure(e, g, labels, path, line)
        if problem:
            return problem
    events = g.log
    if e.log_rule is not None and not any(ev.rule == e.log_rule for ev in events):
        return f"no event cites rule {e.log_rule}"
    if e.log_text is not None and not any(e.log_text in english(g, ev) for ev in events):
        return f"no event says {e.log_text!r}"
    return None


def _region_failure(e: Expectation, g: GameState) -> str | None:
    """The region's terrains now, passive abilities included (CR 2.2.2.p)."""
    assert e.region is not None and e.terrains is not None
    if e.region >= len(g.regions):
        return f"region {e.region}: the Adventure has {len(g.regions)} region(s) now"
    found = sorted(t.value for t in terrains_at(g, e.region))
    if found != sorted(e.terrains):
        return f"region {e.region}: expected {sorted(e.terrains)}, found {found}"
    return None


def _pending_failure(e: Expectation, g: GameState, labels, path, line) -> str | None:
    assert e.pending is not None
    pending = g.pending
    if pending is None:
        return "pending: no decision is pending"
    if e.pending.player is not None and pending.player != e.pending.player:
        return f"pending: expected player {e.pending.player} to decide, found {pending.player}"
    if e.pending.kind is not None and pending.kind != e.pending.kind:
        return f"pending: expected a {e.pending.kind} decision, found {pending.kind}"
    offered = [a.text for a in legal_actions(g)]
    for text in e.pending.offers:
        if _expand(text, g, labels, path, line) not in offered:
            return f"pending: {text!r} is not offered; offered: {' | '.join(offered)}"
    for text in e.pending.not_offers:
        if _expand(text, g, labels, path, line) in offered:
            return f"pending: {text!r} is offered"
    return None


def _zone_of(g: GameState, cid: int) -> str:
    return "limbo" if cid in g.limbo else g.cards[cid].zone.value


def _card_failure(e: Expectation, g: GameState, labels, path, line) -> str | None:
    assert e.card is not None
    m = _LABEL.fullmatch(e.card)
    if m:
        if m.group(1) not in labels:
            raise InputError([Problem(path, line, f"no card is labelled {m.group(1)}")])
        candidates = [labels[m.group(1)]]
    else:
        candidates = [cid for cid, c in g.cards.items()
                      if c.card_id == e.card and c.owner == e.player]
    matching = [cid for cid in candidates if _card_matches(e, g, cid)]
    if e.count is not None:
        if len(matching) != e.count:
            return f"{e.card}: expected {e.count} matching, found {len(matching)}{_where(g, candidates)}"
        return None
    if not matching:
        return f"{e.card}: none matches{_where(g, candidates)}"
    return None


def _card_matches(e: Expectation, g: GameState, cid: int) -> bool:
    zone = _zone_of(g, cid)
    if e.zone is not None and zone != e.zone:
        return False
    if zone == "gone":
        return e.zone == "gone"
    c = g.cards[cid]
    if e.side is not None and (c.side is None or c.side.value != e.side or zone != "expedition"):
        return False
    if e.statuses and not all(c.has(STATUS_BY_NAME[s]) for s in e.statuses):
        return False
    if e.not_statuses and any(c.has(STATUS_BY_NAME[s]) for s in e.not_statuses):
        return False
    if e.boosts is not None and c.boosts != e.boosts:
        return False
    if e.counters is not None and any(c.counters.get(k, 0) != n for k, n in e.counters.items()):
        return False
    d = g.cdef(cid)
    if e.name is not None and d.name != e.name:
        return False
    if e.subtypes and not all(has_subtype(g, cid, s) for s in e.subtypes):
        return False
    if e.keywords and not all(keyword_value(g, cid, k) for k in e.keywords):
        return False
    return e.stats is None or tuple(stats(g, cid)) == tuple(e.stats)


def _where(g: GameState, cids: list[int]) -> str:
    """Where the candidate cards are, to explain a failure."""
    if not cids:
        return " (no such card)"
    parts = []
    for cid in cids[:6]:
        c = g.cards[cid]
        zone = _zone_of(g, cid) + (f" {c.side.value}" if c.zone is Zone.EXPEDITION and c.side else "")
        marks = [name for name, s in STATUS_BY_NAME.items() if c.has(s)]
        counters = [f"{k} {n}" for k, n in sorted(c.counters.items()) if n]
        parts.append(" ".join([f"#{cid} in {zone}", *marks, *counters]))
    return " (found: " + "; ".join(parts) + ")"


def check_paths(paths: list[Path], pool: CardPool) -> tuple[list[str], bool]:
    """The report lines for every scenario file, and whether all of them held."""
    lines, ok = [], True
    for path in paths:
        try:
            results = check_file(path, pool)
        except InputError as exc:
            lines += [str(p) for p in exc.problems]
            ok = False
            continue
        if not results:
            lines.append(f"{path}: FAIL: nothing to check (no expect: section)")
            ok = False
        lines += [str(r) for r in results]
        ok = ok and all(r.ok for r in results)
    return lines, ok

