"""The board at every size from 80×24: both players' counts always visible, long lists cut
(never wrapped) near the card cursor, the hand scrolling with a hint."""

from __future__ import annotations

import re

import pytest

from altered_tui.engine.types import Zone
from altered_tui.engine.zones import move
from tests.ui.helpers import advance, kind_is, make_app, run_async, screen_text

SIZES = [(80, 24), (100, 30), (120, 40), (160, 50)]


def crowded_app():
    """An Afternoon board where both Reserves hold eight cards and the hand is long."""
    app = make_app()
    advance(app, kind_is("turn"))
    g = app.controller.state
    for player in g.players:
        for cid in player.deck[-8:]:
            move(g, cid, Zone.RESERVE)
    me = g.players[g.pending.player]
    for cid in me.deck[-5:]:
        move(g, cid, Zone.HAND)
    return app


def assert_counts_visible(text: str, french: bool = False) -> None:
    words = ("Mana", "Main", "Deck", "Défausse") if french else ("Mana", "Hand", "Deck", "Discard")
    for word in words:
        assert len(re.findall(rf"{word} \d+", text)) >= 2, (word, text)


@pytest.mark.parametrize("size", SIZES)
def test_both_players_counts_stay_visible_with_long_reserves(size):
    @run_async
    async def run():
        app = crowded_app()
        async with app.run_test(size=size) as pilot:
            await pilot.press("enter")
            await pilot.pause()
            text = screen_text(app)
            assert "too small" not in text
            assert_counts_visible(text)
            assert "Reserve (8)" in text
            hand = len(app.controller.state.players[app.board.viewer].hand)
            if size[1] < 40:  # fewer rows than cards: the hand says what is out of view
                assert "more (↓)" in text
            return hand
    run()


@run_async
async def test_the_hand_window_follows_the_cursor_down():
    app = crowded_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        g = app.controller.state
        hand = g.players[app.board.viewer].hand
        last = g.cdef(hand[-1]).name
        for _ in hand:
            await pilot.press("down")
        assert app.board.cursor == hand[-1]
        assert last in screen_text(app) and "▲" in screen_text(app)


def test_board_at_80x24_with_long_reserves(snap_compare):
    assert snap_compare(crowded_app(), press=["enter"], terminal_size=(80, 24))
