"""A match's seed has 128 bits, drawn from `secrets`: too many to find by trying seeds
against one's opening hand. `--seed N` still replays the same match, and a seed below
2**64 gives the very games it always gave."""

from __future__ import annotations

from altered_tui.engine import new_game, state_hash
from altered_tui.engine.rng import Rng
from altered_tui.saves.replay import rebuild
from altered_tui.saves.store import read_save, saves_dir
from altered_tui.ui.controller import MatchController, new_seed
from tests.saves.helpers import pool_and_decks, recorded_game


def _hands(seed: int):
    pool, decks = pool_and_decks()
    g = new_game(decks[0], decks[1], pool, seed=seed)
    return [[g.cards[c].card_id for c in p.hand + p.deck] for p in g.players]


def test_new_seeds_have_128_bits():
    seeds = [new_seed() for _ in range(64)]
    assert max(s.bit_length() for s in seeds) > 120 and len(set(seeds)) == 64
    pool, decks = pool_and_decks()
    assert MatchController(decks[0], decks[1], pool).seed.bit_length() > 64  # 1 in 2**64 not


def test_the_high_64_bits_of_a_seed_change_the_game():
    low = 987_654_321
    orders = {str(_hands(low + (high << 64))) for high in (0, 1, 2, 1 << 63)}
    assert len(orders) == 4


def test_the_same_large_seed_gives_the_same_game():
    seed = (1 << 127) | 42
    assert _hands(seed) == _hands(seed)


def test_a_small_seed_gives_the_splitmix64_sequence():
    # SplitMix64's published first outputs for state 0 and state 1234567
    rng = Rng(0)
    assert [rng.next_u64() for _ in range(2)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4]
    rng = Rng(1234567)
    assert rng.next_u64() == 6457827717110365317


def test_a_large_seed_is_saved_and_rebuilds_the_match():
    seed = (1 << 128) - 3
    _, recorder = recorded_game(seed, saves_dir())
    pool, _ = pool_and_decks()
    save = read_save(recorder.path)
    assert save.seed == seed
    assert state_hash(rebuild(save, pool, recorder.path).state) == recorder.save.final_hash
