"""Replaying a save reproduces every state exactly (checked by digest at every step)."""

from __future__ import annotations

import json

import pytest

from altered_tui.cli import main
from altered_tui.engine import state_hash
from altered_tui.saves.model import SaveError
from altered_tui.saves.replay import rebuild
from altered_tui.saves.store import read_save, saves_dir
from tests.saves.helpers import pool_and_decks, recorded_game

GAMES, CHUNKS = 200, 4


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_hundreds_of_random_games_replay_to_the_same_states(chunk):
    pool, _ = pool_and_decks()
    finished = 0
    for seed in range(chunk, GAMES, CHUNKS):
        state, recorder = recorded_game(seed)
        # rebuild() raises SaveError at the first step whose digest differs.
        replayed = rebuild(recorder.save, pool, f"game {seed}").state
        assert state_hash(replayed) == state_hash(state)
        assert replayed.actions_taken == len(recorder.save.actions)
        finished += state.winner is not None
    assert finished == GAMES // CHUNKS


def test_a_changed_step_is_found_at_that_step():
    pool, _ = pool_and_decks()
    _, recorder = recorded_game(11)
    save = recorder.save.model_copy(deep=True)
    save.actions[20].digest = save.actions[21].digest
    with pytest.raises(SaveError, match="action 21 "):
        rebuild(save, pool, "x.json")
    assert rebuild(recorder.save, pool, "x.json", upto=20).state.actions_taken == 20


def test_replay_json_prints_the_final_state_of_a_finished_match(data_dir, capsys):
    state, recorder = recorded_game(9, saves_dir())
    assert main(["replay", str(recorder.path), "--json"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    result = json.loads(out[0])
    assert result["state_hash"] == state_hash(state) == read_save(recorder.path).final_hash
    assert result["winner"] == state.winner is not None
    assert result["observation"]["viewer"] == 0 and result["actions"] == len(recorder.save.actions)
    assert main(["replay", str(recorder.path), "--json", "--view", "2"]) == 0
    assert json.loads(capsys.readouterr().out)["observation"]["viewer"] == 1


def test_replay_keeps_every_state_for_stepping():
    pool, _ = pool_and_decks()
    _, recorder = recorded_game(3)
    states = rebuild(recorder.save, pool, "x", keep_states=True).states
    assert len(states) == len(recorder.save.actions) + 1
    assert [s.actions_taken for s in states] == list(range(len(states)))
