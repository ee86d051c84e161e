"""The replay screen of a match not over shows what a spectator sees: no hand, no seed, no
action text (it may name a card put face down), and the view cannot be switched to a
player's, unless both players agreed to reveal it."""

from __future__ import annotations

from altered_tui.engine import apply_inplace
from altered_tui.saves.replay import rebuild
from altered_tui.saves.selfplay import pick
from altered_tui.ui.controller import SPECTATOR
from altered_tui.ui.screens.replay import ReplayApp
from tests.saves.helpers import pool_and_decks, start
from tests.ui.helpers import run_async, screen_text

SEED = 8


def _not_over(actions: int = 12):
    state, recorder = start(SEED, None)
    for _ in range(actions):
        text = pick(SEED, len(recorder.save.actions), state)
        player, log_from = state.pending.player, len(state.log)
        apply_inplace(state, text)
        recorder.record(state, text, player, log_from)
    assert state.winner is None
    pool, _ = pool_and_decks()
    return recorder.save, rebuild(recorder.save, pool, "x", keep_states=True).states, pool


@run_async
async def test_replay_of_a_match_not_over_shows_no_hand_seed_nor_action():
    save, states, pool = _not_over()
    app = ReplayApp(save, states, pool, SPECTATOR, reveal=False)
    async with app.run_test(size=(120, 40)) as pilot:
        for step in ("end", "left", "left"):
            await pilot.press(step)
            text = screen_text(app)
            assert f"seed {save.seed}" not in text
            assert save.actions[app.source.index - 1].text not in text
            assert all(p["hand"] is None for p in app.replay.obs["players"])
        await pilot.press("v")  # no player's view
        assert app.replay.chosen_viewer == SPECTATOR
        assert all(p["hand"] is None for p in app.replay.obs["players"])


@run_async
async def test_with_reveal_the_seed_actions_and_hands_are_shown():
    save, states, pool = _not_over()
    app = ReplayApp(save, states, pool, SPECTATOR, reveal=True)
    async with app.run_test(size=(120, 40)) as pilot:
        assert f"seed {save.seed}" in screen_text(app)
        assert save.actions[-1].text in screen_text(app)
        await pilot.press("v")
        assert app.replay.obs["players"][0]["hand"] is not None
