"""Fuzzing: random and greedy games over every pairing of the bundled decks (the folder is
enumerated, so new decks are fuzzed as they arrive), plus every seed that once failed."""

import pytest

from tests.fuzz.fuzzing import bundled_decks, case_decks, fuzz_game, load_regressions, pairings

DECKS = bundled_decks()
PAIRS = pairings(list(DECKS))
RANDOM_GAMES = 3  # per pairing, on top of the 320 practice-deck games of tests/engine
GREEDY_GAMES = 1


@pytest.mark.parametrize("pair", PAIRS, ids=["-vs-".join(p) for p in PAIRS])
def test_random_and_greedy_games_keep_every_invariant(pair):
    decks = (DECKS[pair[0]], DECKS[pair[1]])
    for k in range(RANDOM_GAMES):
        assert fuzz_game(decks, 1000 + k, "random", try_every_action=k == 0) == [], (pair, k)
    for k in range(GREEDY_GAMES):
        assert fuzz_game(decks, 2000 + k, "greedy") == [], (pair, k)


@pytest.mark.parametrize("case", load_regressions(), ids=lambda c: "-vs-".join(
    map(str, c.get("decks") or c["random_decks"])) + f"-{c['seed']}-{c['ai']}")
def test_seeds_that_once_failed_now_pass(case):
    assert fuzz_game(case_decks(case, DECKS), case["seed"], case["ai"]) == []


def test_every_bundled_deck_is_fuzzed():
    assert {name for pair in PAIRS for name in pair} == set(DECKS)
    assert len(PAIRS) == len(DECKS) * (len(DECKS) + 1) // 2


def test_a_search_game_keeps_every_invariant():
    decks = (DECKS[PAIRS[0][0]], DECKS[PAIRS[0][1]])
    assert fuzz_game(decks, 4000, "search") == []


def test_failures_are_counted_by_kind():
    from tests.fuzz.fuzzing import problem_kind
    assert problem_kind("KeyError: 12") == "error"
    assert problem_kind("no winner after 60 days (a softlock?)") == "unfinished"
    assert problem_kind("no legal action at step 40") == "unfinished"
    assert problem_kind("replaying the actions gives a different state") == "other"
