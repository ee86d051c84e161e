"""Every engine log line of random games with the six starter decks shows in French."""

from __future__ import annotations

import itertools
from functools import lru_cache

import pytest

from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import decks_dir, default_pool
from altered_tui.engine import apply_inplace, legal_actions, new_game
from altered_tui.engine.rng import Rng
from altered_tui.engine.observation import observation
from altered_tui.i18n.events import event_text

STARTERS = ("axiom", "bravos", "lyra", "muna", "ordis", "yzmir")
GAMES = 12
MAX_ACTIONS = 3000


def _play(deck1: str, deck2: str, seed: int):
    pool = default_pool()
    d1 = load_deck(decks_dir() / f"{deck1}-starter.yaml", pool)
    d2 = load_deck(decks_dir() / f"{deck2}-starter.yaml", pool)
    state = new_game(d1, d2, pool, seed=seed, names=("Ann", "Bob"))
    rng = Rng(seed * 7919 + 1)
    for _step in range(MAX_ACTIONS):
        options = legal_actions(state)
        if not options:
            break
        apply_inplace(state, options[rng.below(len(options))])
    return state


@lru_cache(maxsize=1)
def _events() -> tuple[dict, ...]:
    """One event of each distinct English line of the games (both players' copies, so a
    private event shows in full and redacted): each starter deck meets the others."""
    pairs = list(itertools.combinations(STARTERS, 2))[:GAMES - 3] + [
        (d, d) for d in STARTERS[:3]]
    seen: dict[tuple[str, str], dict] = {}
    for seed, (a, b) in enumerate(pairs[:GAMES], start=1):
        state = _play(a, b, seed)
        for viewer in (0, 1):
            for event in observation(state, viewer)["log"]:
                seen.setdefault((event["kind"], event_text(event, "en")), event)
    return tuple(seen.values())


def test_games_produce_many_kinds_of_events():
    kinds = {event["kind"] for event in _events()}
    assert len(kinds) >= 20, kinds


def test_every_log_line_is_translated(french):
    # No exception is needed: every event text has English words of its own (a card name is
    # always followed by a verb such as "joins", "gains", "goes to Reserve").
    untranslated = sorted({(e["kind"], event_text(e, "en")) for e in _events()
                           if event_text(e, "fr") == event_text(e, "en")})
    assert not untranslated, "\n".join(f"{k}: {t}" for k, t in untranslated[:60])


def test_english_lines_are_whole_sentences():
    for event in _events():
        english = event_text(event, "en")
        assert english, event
        if not event["text"]:  # rendered from a template: every placeholder filled
            assert "{" not in english, event
        if event["text"]:
            assert english == event["text"]  # an event that carries its text shows it as is
