"""The board marks an Ascended Expedition (README rulings, Ascend) in its head, legibly at
100×30, in English and French."""

from __future__ import annotations

import pytest

from altered_tui.engine.types import Side
from altered_tui.i18n import current_language, set_language
from tests.ui.helpers import advance, kind_is, make_app, run_async, screen_text
from tests.ui.test_layout import _rendered_rows


@pytest.mark.parametrize("lang, word", [("en", "▲Ascended"), ("fr", "▲Élevée")])
def test_ascend_4_2_4_e_the_expedition_head_says_ascended_at_100x30(lang, word):
    from altered_tui.ui.widgets.expedition import ExpeditionsView

    before = current_language()
    set_language(lang)

    @run_async
    async def run():
        app = make_app()
        advance(app, kind_is("turn"))
        g = app.controller.state
        g.ascended = [(0, Side.HERO), (1, Side.COMPANION)]
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.press("enter")
            await pilot.pause()
            assert screen_text(app).count(word) == 2
            board = app.board
            for block in ("#my-exp", "#opp-exp"):
                player = board.perspective if block == "#my-exp" else 1 - board.perspective
                head = "\n".join(_rendered_rows(app, board.query_one(block, ExpeditionsView))[:2])
                assert head.count(word) == 1, head
                line = next(row for row in head.split("\n") if word in row)
                companion_at = line.rfind("@") if line.count("@") == 2 else None
                at = line.index(word)
                # Player 0's Hero Expedition, player 1's Companion Expedition
                if companion_at is not None:
                    assert (at < companion_at) == (player == 0), line

    try:
        run()
    finally:
        set_language(before)


def test_ascend_the_observation_lists_each_players_ascended_expeditions():
    from altered_tui.engine.observation import observation

    app = make_app()
    advance(app, kind_is("turn"))
    g = app.controller.state
    g.ascended = [(1, Side.COMPANION)]
    obs = observation(g, 0)
    assert [p["ascended"] for p in obs["players"]] == [[], ["companion"]]


def test_ascend_the_dusk_panel_marks_the_ascended_expedition_4_2_4_e():
    from rich.console import Console

    from altered_tui.engine.progress import compute_progress
    from altered_tui.ui.screens.dusk import progress_panel

    app = make_app()
    advance(app, kind_is("turn"))
    g = app.controller.state
    g.ascended = [(0, Side.HERO)]
    console = Console(width=120, record=True)
    console.print(progress_panel(compute_progress(g), ["Ann", "Bob"]))
    text = console.export_text()
    assert text.count("▲Ascended") == 1
    assert "Ann — hero expedition" in text.split("▲Ascended")[0].splitlines()[-1]
