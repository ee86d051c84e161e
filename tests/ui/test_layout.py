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


def _rendered_rows(app, view) -> list[str]:
    console = app.console
    lines = console.render_lines(view.content, console.options.update_width(
        view.content_size.width), pad=False)
    return ["".join(segment.text for segment in line) for line in lines]


@pytest.mark.parametrize("size", SIZES)
@run_async
async def test_the_expedition_heads_line_up_between_the_two_players(size):
    """Whatever each player's Expeditions hold, their heads ("Hero exp. @1", "Comp. @6")
    are in the same rows and columns in both blocks."""
    import copy

    from altered_tui.ui.widgets.expedition import ExpeditionsView

    app = make_app(kind="starter", seed=5)
    advance(app, lambda state, _following: state.day >= 3 and state.pending.kind == "turn")
    async with app.run_test(size=size) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        board = app.board
        them = copy.deepcopy(board.obs["players"][1 - board.perspective])
        card = next(v for p in board.obs["players"] for side in ("hero", "companion")
                    for v in p["expeditions"][side])
        crowded = [dict(card, name="Ouroboros Croupier of a Long Name", cid=900 + n)
                   for n in range(2)]
        them["expeditions"]["hero"] = crowded
        them["totals"] = {"hero": [12, 10, 11], "companion": [0, 0, 0]}
        board.query_one("#opp-exp", ExpeditionsView).show(them, None)
        await pilot.pause()
        heads = []
        for block in ("#opp-exp", "#my-exp"):
            rows = _rendered_rows(app, board.query_one(block, ExpeditionsView))
            heads.append([[m.start() for m in re.finditer("@", row)] for row in rows[:2]])
        assert heads[0] == heads[1]
        assert sorted(sum(heads[0], [])) and len(sum(heads[0], [])) == 2  # both heads shown


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
@run_async
async def test_a_lesson_panel_leaves_every_zone_of_the_board_on_screen(size):
    from altered_tui.ui.screens.lesson import LessonTextScreen
    from altered_tui.ui.widgets.keybar import KeyBar
    from tests.lessons.helpers import lesson_app

    app = lesson_app("01-first-turn")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.pause()
        board = app.board
        bar = board.query_one(KeyBar).region
        for block in ("#lesson-panel", "#status", "#adventure", "#opp-zones", "#opp-exp",
                      "#limbo", "#my-zones", "#my-exp", "#hand"):
            region = board.query_one(block).region
            assert region.height > 0 and region.bottom <= bar.y, (block, region)
        assert board.query_one("#hand").region.height >= 3  # its title, heads and a card
        text = screen_text(app)
        assert "Bravos Pathfinder" in text.split("Your hand")[1]  # the hand's card shows
        assert "Step 1/" in text
        if board.panel_cut:  # the rest of the lesson's text is a key away
            await pilot.press("t")
            await pilot.pause()
            assert isinstance(app.screen, LessonTextScreen)
            whole = screen_text(app)
            assert "Goal: " in whole and "Step 1/" in whole
        else:
            assert "Goal" in text


def test_a_reserve_row_shares_its_width_among_its_cards_when_each_keeps_a_readable_part():
    from altered_tui.ui.widgets.zones import card_row

    cards = [{"cid": n, "name": name, "type": "character"}
             for n, name in enumerate(("Ouroboros Trickster", "Lyra Navigator", "Lyra Skald"))]
    wide = card_row("Reserve", cards, None, width=60).plain
    assert all(name[:7] in wide for name in ("Ouroboros", "Lyra Navigator", "Lyra Skald"))
    assert len(wide) <= 60
    # Too narrow for a readable share: the row starts one card before the cursor instead.
    narrow = card_row("Reserve", cards, 2, width=24).plain
    assert "Lyra Navigator" in narrow and "Ouroboros" not in narrow
