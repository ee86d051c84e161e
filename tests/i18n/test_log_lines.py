"""Every event the engine can log and every prompt it can ask has a template, and renders
in English and French.

Statically: each kind (and each literal `via`) that a `log(...)` call of the engine writes,
and each prompt kind of a decision, has a template. Dynamically: seeded games between the
starter decks and between random whole-pool decks, every event rendered in both languages
for both players, in full and redacted, and every prompt and option label of the games in
both languages: no missing template, no unfilled placeholder.
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
from altered_tui.engine.observation import decision_view, observation
from altered_tui.engine.rng import Rng
from altered_tui.i18n import current_language, set_language
from altered_tui.i18n.events import TEMPLATES, event_text
from altered_tui.i18n.prompts import PROMPTS, prompt_text
from altered_tui.ui.options import describe_options

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


def asked_kinds() -> tuple[set[str], list[str]]:
    """Every prompt kind of the engine's decisions (the `kind` of a dict given to Decision
    or to ask_card / ask_expedition), and prompts not written as such a dict."""
    kinds: set[str] = set()
    unreadable = []
    for path in (PACKAGE / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text())
        # A prompt passed on from a function's parameter (ask_card) is checked at its callers.
        passed_on = {(a.arg, node.lineno, node.end_lineno) for node in ast.walk(tree)
                     if isinstance(node, ast.FunctionDef) for a in node.args.args}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("Decision", "ask_card", "ask_expedition")):
                continue
            prompt = node.args[2] if len(node.args) > 2 else None
            if isinstance(prompt, ast.Name) and any(
                    name == prompt.id and start <= node.lineno <= end
                    for name, start, end in passed_on):
                continue
            dicts = [d for d in ast.walk(prompt) if isinstance(d, ast.Dict)] if prompt else []
            found = {v for d in dicts for k, value in zip(d.keys, d.values)
                     if isinstance(k, ast.Constant) and k.value == "kind"
                     for v in _constants(value) or ()}
            if isinstance(prompt, ast.Name):  # built just before, in the same function
                found = {v for d in ast.walk(tree) if isinstance(d, ast.Dict)
                         for k, value in zip(d.keys, d.values)
                         if isinstance(k, ast.Constant) and k.value == "kind"
                         and d.lineno < node.lineno and node.lineno - d.lineno < 15
                         for v in _constants(value) or ()}
            if not found:
                unreadable.append(f"{path.name}:{node.lineno}")
            kinds |= found
    return kinds, unreadable


def test_every_prompt_kind_the_engine_asks_has_a_template():
    kinds, unreadable = asked_kinds()
    assert not unreadable, f"prompts not written as data: {unreadable}"
    assert len(kinds) >= 30, kinds
    assert kinds - set(PROMPTS) == set()


def test_every_kind_and_via_the_engine_logs_has_a_template():
    kinds, vias, unreadable = logged_kinds()
    assert not unreadable, f"log kinds not written as literals: {unreadable}"
    assert len(kinds) >= 40, kinds
    templated = {kind for kind, _via in TEMPLATES}
    assert kinds - templated == set()
    assert vias - set(TEMPLATES) == set()


def _play(deck1, deck2, seed: int):
    """A random game; with, at each decision, its prompt and option labels in English and
    French, as the deciding player reads them."""
    state = new_game(deck1, deck2, default_pool(), seed=seed, names=("Ann", "Bob"))
    rng = Rng(seed * 7919 + 1)
    asked = []
    for _step in range(MAX_ACTIONS):
        options = legal_actions(state)
        if not options:
            break
        view = decision_view(state, state.pending.player)["pending"]
        asked.append((view["prompt"], *(_in(lang, lambda: (
            prompt_text(view["prompt"]),
            [o.label for o in describe_options(state, view["options"], view["player"])]))
            for lang in ("en", "fr"))))
        apply_inplace(state, options[rng.below(len(options))])
    return state, asked


def _in(lang: str, words):
    before = current_language()
    set_language(lang)
    try:
        return words()
    finally:
        set_language(before)


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
    return tuple(event for state, _asked in _games() for viewer in (0, 1)
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


def test_every_prompt_and_option_renders_in_english_and_french():
    problems, kinds = [], set()
    for _state, asked in _games():
        for prompt, (english, en_labels), (french, fr_labels) in asked:
            kinds.add(prompt["kind"])
            for text in (english, french, *en_labels, *fr_labels):
                if not text or PLACEHOLDER.search(text):
                    problems.append((prompt["kind"], text))
            if english == french:
                problems.append((prompt["kind"], "not French", french))
    assert not problems, problems[:10]
    assert len(kinds) >= 12, sorted(kinds)


def test_every_sentence_is_french_in_french():
    # Each template has words of its own besides the names it shows, so French differs.
    same = sorted({(e["kind"], event_text(e, "en")) for e in _events()
                   if event_text(e, "fr") == event_text(e, "en")})
    assert not same, "\n".join(f"{kind}: {text}" for kind, text in same[:40])
