"""Random games played to the end, with invariants checked after every action:
card conservation, a legal action until game over, listed actions apply, unlisted ones are
rejected, determinism by replay, and no hidden information in observations."""

import json
from dataclasses import replace

import pytest

from altered_tui.engine import (
    ActionError, apply, apply_inplace, legal_actions, observation, state_hash, to_action,
)
from altered_tui.engine.rng import Rng
from altered_tui.i18n.events import card_names

from tests.engine.builders import conservation_problems, game, referenced_cids

CHUNKS = 8
SEEDS_PER_CHUNK = 40  # 320 games in all
MAX_DAYS = 60
HASH_EVERY = 25


def event_cids(data) -> set[int]:
    """The cards the data of a log event refers to (its card fields, at any depth)."""
    return set(card_names(data, str))


def hidden_cids(g, viewer: int) -> set[int]:
    """Cards the viewer may not see: the opponent's hand, both decks, less what an effect is
    showing both players right now."""
    other = g.players[1 - viewer]
    return (set(other.hand) | set(other.deck) | set(g.players[viewer].deck)) - set(g.revealed)


def hidden_info_problems(g, viewer: int, log_from: int, hidden_before: set[int] | None = None) -> list[str]:
    """What the viewer's observation shows that it should not. A card named in this
    action's log while it was public (e.g. discarded, then shuffled back into a Deck by the
    same action) is not a leak, so log text is checked against what was hidden before."""
    obs = observation(g, viewer, log_from=log_from)
    other = g.players[1 - viewer]
    hidden = hidden_cids(g, viewer)
    was_hidden = hidden if hidden_before is None else hidden & hidden_before
    problems = []
    theirs = obs["players"][1 - viewer]
    if theirs["hand"] is not None:
        problems.append("opponent hand shown")
    if any(set(orb) - {"cid", "exhausted"} for orb in theirs["mana"]):
        problems.append("opponent orb face shown")
    structure = {k: v for k, v in obs.items() if k != "log"}
    leaked = referenced_cids(structure) & hidden
    leaked |= {cid for e in obs["log"] for cid in (event_cids(e["data"]) | set(e["names"]))} \
        & was_hidden
    if leaked:
        problems.append(f"hidden cids {sorted(leaked)} visible to P{viewer + 1}")
    if "rng" in json.dumps(structure) or "seed" in structure:
        problems.append("random state shown")
    return problems


def mangled(g, action):
    if action.card is not None:
        return replace(action, card=action.card + 10_000)
    return replace(action, verb="frobnicate")


def play_checked(seed: int, try_every_action: bool, make=game) -> tuple[list[str], dict[int, str]]:
    g = make(seed)
    chooser = Rng(seed * 7919 + 1)
    texts: list[str] = []
    hashes: dict[int, str] = {0: state_hash(g)}
    while not g.over and g.day <= MAX_DAYS:
        legal = legal_actions(g)
        assert legal, f"seed {seed}: no legal action at step {len(texts)}"
        if try_every_action:
            for a in legal:
                apply(g, a)
        for a in legal[:3]:
            with pytest.raises(ActionError):
                to_action(g, mangled(g, a))
        action = legal[chooser.below(len(legal))]
        texts.append(action.text)
        log_from = len(g.log)
        before = {viewer: hidden_cids(g, viewer) for viewer in (0, 1)}
        apply_inplace(g, action.text)
        problems = conservation_problems(g)
        for viewer in (0, 1):
            problems += hidden_info_problems(g, viewer, log_from, before[viewer])
        assert not problems, f"seed {seed}, after {action.text!r}: {problems}"
        if len(texts) % HASH_EVERY == 0:
            hashes[len(texts)] = state_hash(g)
    assert g.over or g.day > MAX_DAYS
    hashes[len(texts)] = state_hash(g)
    return texts, hashes


def replay_hashes(seed: int, texts: list[str], steps: set[int], make=game) -> dict[int, str]:
    g = make(seed)
    out = {0: state_hash(g)} if 0 in steps else {}
    for i, text in enumerate(texts, start=1):
        apply_inplace(g, text)
        if i in steps:
            out[i] = state_hash(g)
    return out


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant(chunk):
    finished = 0
    for seed in range(chunk * SEEDS_PER_CHUNK, (chunk + 1) * SEEDS_PER_CHUNK):
        texts, hashes = play_checked(seed, try_every_action=seed % 10 == 0)
        assert replay_hashes(seed, texts, set(hashes)) == hashes, f"seed {seed} not replayable"
        finished += 1
    assert finished == SEEDS_PER_CHUNK


STARTERS = ("axiom", "bravos", "lyra", "muna", "ordis", "yzmir")
STARTER_SEEDS = 12


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(STARTERS)))
def test_random_games_with_card_abilities_keep_every_invariant(index):
    """The same invariants with the starter decks, whose cards have abilities, reactions,
    targets and choices; each deck meets the next one in the list."""
    from altered_tui.cards.decks import load_deck
    from altered_tui.cards.pool import decks_dir, default_pool
    from altered_tui.engine import new_game

    pool = default_pool()
    one, two = (load_deck(decks_dir() / f"{STARTERS[i % len(STARTERS)]}-starter.yaml", pool)
                for i in (index, index + 1))

    def make(seed):
        return new_game(one, two, pool, seed=seed)

    for seed in range(STARTER_SEEDS):
        texts, hashes = play_checked(seed, try_every_action=seed % 4 == 0, make=make)
        assert replay_hashes(seed, texts, set(hashes), make=make) == hashes, f"seed {seed} not replayable"


def test_different_seeds_give_different_games():
    assert state_hash(game(1)) != state_hash(game(2))
    assert state_hash(game(1)) == state_hash(game(1))


def test_the_leak_detector_sees_cids_that_are_shown():
    g = game(5)
    for viewer in (0, 1):
        shown = referenced_cids(observation(g, viewer))
        assert set(g.players[viewer].hand) <= shown
        assert not set(g.players[1 - viewer].hand) & shown
