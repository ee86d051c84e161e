"""One fuzzed game between any two bundled decks, checking the engine's invariants after
every action (the checks of tests/engine/test_property_random_games.py, reused):
conservation, a legal action until game over, every listed action applies, unlisted ones
are rejected, replay determinism, and no hidden information in an observation.

    python -m tests.fuzz.fuzzing --games 2000   # a long run; failing seeds are saved
    python -m tests.fuzz.fuzzing --random-decks --players search --games 200

Failing seeds go to tests/fuzz/regression_seeds.json, which the test suite replays."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from altered_tui.ai import GreedyPlayer, SearchPlayer
from altered_tui.cards.deckgen import random_deck
from altered_tui.cards.decks import Deck, load_deck
from altered_tui.cards.pool import decks_dir, default_pool
from altered_tui.engine import (
    ActionError, apply, apply_inplace, legal_actions, new_game, observation, state_hash,
    to_action,
)
from altered_tui.engine.rng import Rng

from tests.engine.builders import conservation_problems
from tests.engine.test_property_random_games import hidden_info_problems, mangled, event_cids

MAX_DAYS = 60
POOL = default_pool()  # the real cards, Heroes' abilities included
REGRESSIONS = Path(__file__).with_name("regression_seeds.json")


def bundled_decks() -> dict[str, Deck]:
    return {f.stem: load_deck(f, POOL) for f in sorted(decks_dir().glob("*.yaml"))}


def pairings(names: list[str]) -> list[tuple[str, str]]:
    return [(a, b) for i, a in enumerate(names) for b in names[i:]]


SEARCH_ITERATIONS = 8  # a fixed number, not a time budget: a fuzzed game stays reproducible


def fuzz_game(decks: tuple[Deck, Deck], seed: int, ai: str = "random",
              try_every_action: bool = False) -> list[str]:
    """Play one checked game; returns the problems found (empty: all invariants held).
    `ai`: "random" legal actions, or the "greedy" or "search" player for both sides."""
    g = new_game(decks[0], decks[1], POOL, seed=seed)
    start = state_hash(g)
    chooser = Rng(seed * 7919 + 1)
    if ai == "search":
        players = [SearchPlayer(seed * 2 + p, decks, POOL, time_limit=None,
                                iterations=SEARCH_ITERATIONS) for p in (0, 1)]
    else:
        players = [GreedyPlayer(seed * 2 + p, decks, POOL) for p in (0, 1)]
    texts: list[str] = []
    while not g.over and g.day <= MAX_DAYS:
        legal = legal_actions(g)
        if not legal:
            return [f"no legal action at step {len(texts)}"]
        if try_every_action:
            for a in legal:
                apply(g, a)
        for a in legal[:3]:
            try:
                to_action(g, mangled(g, a))
                return [f"unlisted action {mangled(g, a).text!r} accepted"]
            except ActionError:
                pass
        if ai in ("greedy", "search"):
            actor = g.pending.player  # type: ignore[union-attr]
            text = players[actor].choose(observation(g, actor, log_from=len(g.log)))
        else:
            text = legal[chooser.below(len(legal))].text
        texts.append(text)
        log_from = len(g.log)
        was_public = public_cids(g)
        apply_inplace(g, text)
        was_public |= shuffled_back(g, log_from) | resupplied(g, log_from) | revealed(g, log_from)
        problems = conservation_problems(g)
        for viewer in (0, 1):
            problems += [p for p in hidden_info_problems(g, viewer, log_from)
                         if not only_once_public(p, was_public)]
        if problems:
            return [f"after {text!r}: {p}" for p in problems]
    if not g.over and not out_of_cards(g):
        return [f"no winner after {MAX_DAYS} days (a softlock?)"]
    replay = new_game(decks[0], decks[1], POOL, seed=seed)
    if state_hash(replay) != start:
        return ["a new game with the same seed differs"]
    for text in texts:
        apply_inplace(replay, text)
    if state_hash(replay) != state_hash(g):
        return ["replaying the actions gives a different state"]
    return []


LEAK = re.compile(r"hidden cids \[([\d, ]+)\]")


def public_cids(g) -> set[int]:
    """Cards everyone could see: all but those in Decks and Hands."""
    hidden = {c for p in g.players for c in (*p.deck, *p.hand)} - set(g.revealed)
    return set(g.cards) - hidden


def shuffled_back(g, log_from: int) -> set[int]:
    """Cards this action named in the log before a Discard pile was shuffled into a Deck
    (CR 3.2.2.d): they were in that public Discard pile (e.g. a hand discarded, then draws)."""
    events = g.log[log_from:]
    refills = [i for i, e in enumerate(events) if e.rule == "3.2.2.d"]
    if not refills:
        return set()
    return {cid for e in events[:refills[-1]] if e.private_to is None for cid in event_cids(e.data)}


def resupplied(g, log_from: int) -> set[int]:
    """Cards a Resupply of this action put face up in a Reserve (CR 7.3.22): everyone saw
    them, even if a later step of the same action took them into a hand (an exchange)."""
    return {e.data["card"] for e in g.log[log_from:]
            if e.kind == "resupply" and e.private_to is None and "card" in e.data}


def revealed(g, log_from: int) -> set[int]:
    """Cards this action revealed to both players (CR 3.1.3.f), even if a later step of the
    same action drew them ("reveal the top card ... draw it")."""
    return {cid for e in g.log[log_from:] if e.kind == "reveal_cards" and e.private_to is None
            for cid in event_cids(e.data)}


def out_of_cards(g) -> bool:
    """Both players have nothing left to play or draw (every card in Mana or in play): no rule
    ends such a game, so it goes on with empty days -- not an engine softlock."""
    return all(not (p.deck or p.discard or p.hand or p.reserve) for p in g.players)


def only_once_public(problem: str, was_public: set[int]) -> bool:
    """A 'leak' of cards that were public before this action is no leak: a log line from
    earlier in the action named a discarded card that was then shuffled back into a Deck
    (CR 3.2.2, empty Deck) -- everyone saw it in the Discard a moment before."""
    m = LEAK.search(problem)
    return m is not None and {int(x) for x in m.group(1).split(",")} <= was_public


def load_regressions() -> list[dict]:
    return json.loads(REGRESSIONS.read_text()) if REGRESSIONS.exists() else []


def main() -> None:
    parser = argparse.ArgumentParser(description="long fuzz run over every deck pairing")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=100_000)
    parser.add_argument("--random-decks", action="store_true",
                        help="decks drawn at random from the whole pool instead of the bundled ones")
    parser.add_argument("--players", choices=("mixed", "random", "greedy", "search"),
                        default="mixed", help="mixed: random, every fourth game greedy")
    args = parser.parse_args()
    decks = bundled_decks()
    pairs = pairings(list(decks))
    saved = load_regressions()
    failures = 0
    kinds = {"error": 0, "unfinished": 0, "other": 0}
    for i in range(args.games):
        ai = args.players if args.players != "mixed" else ("greedy" if i % 4 == 3 else "random")
        seed = args.seed + i
        case = ({"random_decks": [2 * seed, 2 * seed + 1]} if args.random_decks
                else {"decks": list(pairs[i % len(pairs)])})
        try:
            problems = fuzz_game(case_decks(case, decks), seed, ai)
        except Exception as exc:  # an engine crash is a finding too
            problems = [f"{type(exc).__name__}: {exc}"]
        if problems:
            failures += 1
            kinds[problem_kind(problems[0])] += 1
            print(f"FAIL {case} seed {seed} ({ai}): {problems[0]}", flush=True)
            saved.append({**case, "seed": seed, "ai": ai})
        if (i + 1) % 500 == 0:
            print(f"{i + 1} games so far: {failures} failing", flush=True)
    if failures:
        REGRESSIONS.write_text(json.dumps(saved, indent=1) + "\n")
    print(f"{args.games} games ({args.players} players): {failures} failing — "
          f"{kinds['error']} errors, {kinds['unfinished']} unfinished, {kinds['other']} other")


def problem_kind(problem: str) -> str:
    """An engine exception, a game that never ends (or has no action), or a broken invariant."""
    if "softlock" in problem or problem.startswith("no legal action"):
        return "unfinished"
    if re.match(r"[A-Z]\w*(Error|Exception)\b", problem):
        return "error"
    return "other"


def case_decks(case: dict, bundled: dict[str, Deck]) -> tuple[Deck, Deck]:
    """The two decks of a fuzz case: bundled decks by name, or random decks by seed."""
    if "random_decks" in case:
        return random_deck(POOL, case["random_decks"][0]), random_deck(POOL, case["random_decks"][1])
    return bundled[case["decks"][0]], bundled[case["decks"][1]]

if __name__ == "__main__":
    main()
