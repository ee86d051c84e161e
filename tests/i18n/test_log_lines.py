"""Every event the engine can log has a template, and renders in English and French.

Statically: each kind (and each literal `via`) that a `log(...)` call of the engine writes
has a template. Dynamically: seeded games between the starter decks and between random
whole-pool decks, every event rendered in both languages for both players, in full and
redacted: no missing template, no unfilled placeholder.
"""

from __future__ import annotations

import ast
import itertools
import re
from functools import lru_cache
from pathlib import Path

from altered_tui.cards.deckgen import random_deck
from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import decks_dir, default_pool
from altered_tui.engine import apply_inplace, legal_actions, new_game
from altered_tui.engine.observation import observation
from altered_tui.engine.rng import Rng
from altered_tui.i18n.events import TEMPLATES, event_text

import altered_tui

PACKAGE = Path(altered_tui.__file__).parent
STARTERS = ("axiom", "bravos", "lyra", "muna", "ordis", "yzmir")
STARTER_GAMES = 15
POOL_GAMES = 15
MAX_ACTIONS = 3000
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")


def _constants(node: ast.expr) -> set[str] | None:
    """The strings an expression can be when it is made of literals (`"a" if x else "b"`)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        body, orelse = _constants(node.body), _constants(node.orelse)
        return None if body is None or orelse is None else body | orelse
    return None


def logged_kinds() -> tuple[set[str], set[tuple[str, str]], list[str]]:
    """Every kind of the engine's log calls, every (kind, literal via), and calls whose kind
    is not written as literals."""
    kinds: set[str] = set()
    vias: set[tuple[str, str]] = set()
    unreadable = []
    files = [*(PACKAGE / "engine").rglob("*.py"), PACKAGE / "scenarios.py"]
    for path in files:
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "log" and len(node.args) >= 2):
                continue
            found = _constants(node.args[1])
            if found is None:
                unreadable.append(f"{path.name}:{node.lineno}")
                continue
            kinds |= found
            for keyword in node.keywords:
                for data in ast.walk(keyword.value) if keyword.arg == "data" else ():
                    if not isinstance(data, ast.Dict):
                        continue
                    for key, value in zip(data.keys, data.values):
                        if isinstance(key, ast.Constant) and key.value == "via":
                            vias |= {(kind, via) for kind in found
                                     for via in _constants(value) or ()}
    return kinds, vias, unreadable


def test_every_kind_and_via_the_engine_logs_has_a_template():
    kinds, vias, unreadable = logged_kinds()
    assert not unreadable, f"log kinds not written as literals: {unreadable}"
    assert len(kinds) >= 40, kinds
    templated = {kind for kind, _via in TEMPLATES}
    assert kinds - templated == set()
    assert vias - set(TEMPLATES) == set()


def _play(deck1, deck2, seed: int):
    state = new_game(deck1, deck2, default_pool(), seed=seed, names=("Ann", "Bob"))
    rng = Rng(seed * 7919 + 1)
    for _step in range(MAX_ACTIONS):
        options = legal_actions(state)
        if not options:
            break
        apply_inplace(state, options[rng.below(len(options))])
    return state


@lru_cache(maxsize=1)
def _games() -> tuple:
    pool = default_pool()
    starters = {name: load_deck(decks_dir() / f"{name}-starter.yaml", pool) for name in STARTERS}
    pairs = list(itertools.combinations_with_replacement(STARTERS, 2))[:STARTER_GAMES]
    games = [_play(starters[a], starters[b], seed) for seed, (a, b) in enumerate(pairs, start=1)]
    games += [_play(random_deck(pool, 2 * seed), random_deck(pool, 2 * seed + 1), 500 + seed)
              for seed in range(POOL_GAMES)]
    return tuple(games)


@lru_cache(maxsize=1)
def _events() -> tuple[dict, ...]:
    """Both players' copies of every event of the games (a private event shows in full to
    one and redacted to the other)."""
    return tuple(event for state in _games() for viewer in (0, 1)
                 for event in observation(state, viewer)["log"])


def test_games_produce_many_kinds_of_events():
    kinds = {event["kind"] for event in _events()}
    assert len(kinds) >= 35, sorted(kinds)


def test_every_event_renders_in_english_and_french_with_every_placeholder_filled():
    problems = []
    for event in _events():
        english, french = event_text(event, "en"), event_text(event, "fr")
        for text in (english, french):
            if not text or PLACEHOLDER.search(text) or "?" in text.replace(" ?", ""):
                problems.append((event["kind"], event["data"], text))
    assert not problems, problems[:10]


def test_every_sentence_is_french_in_french():
    # Each template has words of its own besides the names it shows, so French differs.
    same = sorted({(e["kind"], event_text(e, "en")) for e in _events()
                   if event_text(e, "fr") == event_text(e, "en")})
    assert not same, "\n".join(f"{kind}: {text}" for kind, text in same[:40])
