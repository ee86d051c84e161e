"""Killing a match process at random moments (SIGKILL) loses at most the action in
progress: the save on disk always replays, verified step by step, to a prefix of the
uninterrupted game, and resuming from it finishes exactly as the uninterrupted game."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from altered_tui.engine import state_hash
from altered_tui.saves.selfplay import NAMES, play_on
from altered_tui.saves.store import list_saves
from altered_tui.ui.controller import MatchController
from tests.saves.helpers import pool_and_decks, recorded_game

ROOT = Path(__file__).resolve().parents[2]
KILLS_PER_SEED = 8
SEEDS = (21, 22, 23)


def _start(folder: Path, seed: int) -> subprocess.Popen:
    _, decks = pool_and_decks()  # the same decks as the uninterrupted reference game
    return subprocess.Popen([sys.executable, "-m", "altered_tui.saves.selfplay", str(folder),
                             str(seed), *(d.source for d in decks)], cwd=ROOT, stdout=subprocess.DEVNULL)


def _wait_for_first_save(proc: subprocess.Popen, folder: Path) -> None:
    while proc.poll() is None and not any(folder.glob("*.json")):
        time.sleep(0.002)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_match_killed_at_random_moments_resumes_from_its_last_action(tmp_path, seed):
    pool, _ = pool_and_decks()
    reference, recorder = recorded_game(seed, names=NAMES)
    reference_texts = recorder.save.action_texts
    # How long the game itself runs in a process (from its first save to its end).
    proc = _start(tmp_path / "timing", seed)
    _wait_for_first_save(proc, tmp_path / "timing")
    began = time.monotonic()
    assert proc.wait(timeout=120) == 0
    game_seconds = time.monotonic() - began
    chooser = random.Random(seed)  # the kill moments: reproducible, no global random
    saved_counts = []
    for attempt in range(4 * KILLS_PER_SEED):
        if len(saved_counts) == KILLS_PER_SEED:
            break
        folder = tmp_path / f"run-{attempt}"
        proc = _start(folder, seed)
        _wait_for_first_save(proc, folder)
        time.sleep(chooser.uniform(0, game_seconds))
        if proc.poll() is not None:
            continue  # it finished first (a loaded machine is slower to start): no kill
        proc.send_signal(signal.SIGKILL)
        if proc.wait(timeout=30) == 0:
            continue  # it finished between the check and the signal
        assert proc.returncode == -signal.SIGKILL
        listing = list_saves(folder)
        assert listing.problems == []  # never a half-written save
        ((path, save),) = listing.saves
        saved_counts.append(len(save.actions))
        assert save.action_texts == reference_texts[:len(save.actions)]
        if save.finished:
            assert len(save.actions) == len(reference_texts)
            continue
        # Resume as `altered-tui resume FILE` does (rebuild + verify), then play on.
        controller = MatchController.resume(save, path, pool)
        assert state_hash(controller.state) == save.final_hash
        play_on(controller.state, controller.recorder, seed)
        assert state_hash(controller.state) == state_hash(reference)
        assert controller.recorder.save.action_texts == reference_texts
    assert len(saved_counts) == KILLS_PER_SEED
    interrupted = [n for n in saved_counts if 0 < n < len(reference_texts)]
    print(f"seed {seed}: {KILLS_PER_SEED} kills, saved action counts {saved_counts} "
          f"of {len(reference_texts)}")
    assert len(interrupted) >= KILLS_PER_SEED // 2  # most kills landed mid-match
