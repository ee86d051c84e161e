"""Undo: replaying the log without the last action, refused once something was revealed
or the other player has seen the result."""

from __future__ import annotations

import pytest

from altered_tui.engine import apply, state_hash
from altered_tui.saves.replay import rebuild
from altered_tui.saves.store import read_save, saves_dir
from altered_tui.saves.undo import REVEALING_KINDS, UndoRefused, refusal, undo_last
from altered_tui.ui.controller import MatchController
from tests.saves.helpers import NAMES, pool_and_decks, recorded_game


def _steps(seeds):
    """(save cut after action n, state before it, state after it, its kinds) of random games."""
    pool, _ = pool_and_decks()
    for seed in seeds:
        _, recorder = recorded_game(seed)
        states = rebuild(recorder.save, pool, "x", keep_states=True).states
        for n, action in enumerate(recorder.save.actions, start=1):
            cut = recorder.save.model_copy(deep=True)
            del cut.actions[n:]
            before, after = states[n - 1], states[n]
            kinds = {e.kind for e in after.log[len(before.log):]}
            yield cut, before, after, kinds


def test_undo_rebuilds_exactly_the_state_before_the_action():
    pool, _ = pool_and_decks()
    undone = 0
    for cut, before, after, kinds in _steps(range(8)):
        if refusal(before, after, cut.actions[-1].player) is None:
            result = undo_last(cut, pool, "x")
            assert state_hash(result.state) == state_hash(before)
            assert result.action == cut.actions[-1].text
            assert not kinds & REVEALING_KINDS
            assert after.pending.player == cut.actions[-1].player  # no handover happened
            undone += 1
    assert undone >= 20


def test_undo_is_refused_after_hidden_information_was_revealed():
    pool, _ = pool_and_decks()
    refused_kinds = set()
    for cut, before, after, kinds in _steps(range(8)):
        actor = cut.actions[-1].player
        if kinds & REVEALING_KINDS and after.pending and after.pending.player == actor \
                and after.winner is None:
            with pytest.raises(UndoRefused, match="revealed something new"):
                undo_last(cut, pool, "x")
            refused_kinds |= kinds & REVEALING_KINDS
    assert "draw" in refused_kinds and len(refused_kinds) >= 2  # e.g. draw, Tumult reveal


def test_undo_is_refused_once_the_other_player_has_seen_the_result():
    pool, _ = pool_and_decks()
    handovers = 0
    for cut, before, after, kinds in _steps(range(2)):
        if after.pending and after.pending.player != cut.actions[-1].player and after.winner is None:
            with pytest.raises(UndoRefused, match="other player has already seen"):
                undo_last(cut, pool, "x")
            handovers += 1
    assert handovers >= 10


def test_undo_is_refused_when_chance_was_used_even_without_a_listed_event():
    # Fake: the same action, but the random generator moved on (a new effect using chance).
    pool, _ = pool_and_decks()
    for cut, before, after, kinds in _steps([0]):
        if refusal(before, after, cut.actions[-1].player) is None:
            after.rng.next_u64()
            assert refusal(before, after, cut.actions[-1].player) == "it used chance"
            return
    raise AssertionError("no undoable action found")


def test_nothing_to_undo_and_game_over():
    pool, _ = pool_and_decks()
    state, recorder = recorded_game(5)
    with pytest.raises(UndoRefused, match="the game is over"):
        undo_last(recorder.save, pool, "x")
    empty = recorder.save.model_copy(deep=True)
    empty.actions.clear()
    with pytest.raises(UndoRefused, match="nothing to undo"):
        undo_last(empty, pool, "x")


def test_the_controller_undoes_and_rewrites_the_autosave(data_dir):
    pool, decks = pool_and_decks()
    controller = MatchController(decks[0], decks[1], pool, seed=2, names=NAMES,
                                 autosave_to=saves_dir())
    for _ in range(200):  # play option 1 until an action can be taken back
        options = controller.option_texts()
        before = controller.state
        if refusal(before, apply(before, options[0]), before.pending.player) is None:
            break
        controller.choose(options[0])
    else:
        raise AssertionError("no undoable action")
    hash_before = state_hash(controller.state)
    count = len(controller.history)
    controller.choose(options[0])
    assert len(read_save(controller.recorder.path).actions) == count + 1
    player, text = controller.undo()
    assert text == options[0] and player == before.pending.player
    assert state_hash(controller.state) == hash_before
    assert len(controller.history) == count
    saved = read_save(controller.recorder.path)
    assert len(saved.actions) == count and saved.final_hash == hash_before
