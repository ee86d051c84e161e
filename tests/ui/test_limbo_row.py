"""The Limbo row at 80×24: when more cards are in Limbo than fit, it says how many more
and the card cursor walks to each of them."""

from __future__ import annotations

from altered_tui.engine.types import Zone
from altered_tui.engine.zones import move
from tests.ui.helpers import advance, kind_is, make_app, run_async

IN_LIMBO = 7


def limbo_app():
    app = make_app()
    advance(app, kind_is("turn"))
    g = app.controller.state
    for cid in g.players[0].deck[-IN_LIMBO:]:
        move(g, cid, Zone.LIMBO)
    return app


def limbo_text(app) -> str:
    line = app.board.query_one("#limbo")
    return str(line.render())


@run_async
async def test_a_full_limbo_says_how_many_more_and_the_cursor_reaches_the_last():
    app = limbo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        board = app.board
        limbo = [view["cid"] for view in board.obs["limbo"]]
        assert len(limbo) == IN_LIMBO
        text = limbo_text(app)
        assert "more (←/→)" in text
        hidden = int(text.split("+")[-1].split(" more")[0])
        shown = IN_LIMBO - hidden
        assert 0 < shown < IN_LIMBO
        board._move_cursor(limbo[0])
        for _ in range(IN_LIMBO - 1):
            await pilot.press("right")
        await pilot.pause()
        assert board.cursor == limbo[-1]
        last = app.controller.state.cdef(limbo[-1]).name
        text = limbo_text(app)
        assert "▶" in text and last[:7] in text
        assert "more (←/→)" not in text  # the last card ends the row
        assert text.startswith(" Limbo") or "Limbo" in text.split("▶")[0]
