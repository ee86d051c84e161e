"""Fuzzing with decks drawn at random from the whole card pool (CR 1.1.4-legal), so every
card version plays in real games, against random and greedy players."""

import pytest

from altered_tui.cards.deckgen import heroes, random_deck
from altered_tui.cards.decks import legality_problems

from tests.fuzz.fuzzing import POOL, fuzz_game

SEEDS = range(100)  # each seed: one random pair of decks
GREEDY_EVERY = 4  # every fourth game is played by the greedy player


def test_1_1_4_random_decks_are_legal_for_every_hero_and_reproducible():
    for k, hero in enumerate(heroes(POOL)):
        deck = random_deck(POOL, 500 + k, hero)
        assert deck.hero == hero and deck.size == 39
        assert legality_problems(deck, POOL) == [], deck.name
        assert random_deck(POOL, 500 + k, hero) == deck
    assert len({random_deck(POOL, s).cards for s in range(10)}) == 10


@pytest.mark.parametrize("seed", SEEDS)
def test_random_pool_decks_play_without_errors(seed):
    decks = (random_deck(POOL, 2 * seed), random_deck(POOL, 2 * seed + 1))
    ai = "greedy" if seed % GREEDY_EVERY == GREEDY_EVERY - 1 else "random"
    assert fuzz_game(decks, 3000 + seed, ai, try_every_action=seed % 10 == 0) == [], \
        (decks[0].name, decks[1].name, ai)


def test_the_random_decks_use_most_of_the_pool():
    used = {cid for s in range(2 * len(SEEDS)) for cid, _ in random_deck(POOL, s).cards}
    playable = [d for d in POOL if not d.token and d.type.value != "hero"]
    assert len(used) >= 0.8 * len(playable), (len(used), len(playable))


def test_1_1_4_any_legal_deck_loads_from_a_deck_list_and_from_yaml(tmp_path):
    from altered_tui.cards.decks import load_deck

    for seed in range(12):
        deck = random_deck(POOL, 700 + seed)
        lines = [f"1 {deck.hero}"] + [f"{n} {cid}" for cid, n in deck.cards]
        listed = tmp_path / f"list{seed}.txt"
        listed.write_text("\n".join(lines) + "\n")
        written = tmp_path / f"deck{seed}.yaml"
        written.write_text(f"name: mine\nhero: {deck.hero}\ncards:\n"
                           + "".join(f"  {cid}: {n}\n" for cid, n in deck.cards))
        for path in (listed, written):
            loaded = load_deck(path, POOL, constructed=True)
            assert (loaded.hero, sorted(loaded.cards)) == (deck.hero, sorted(deck.cards))
