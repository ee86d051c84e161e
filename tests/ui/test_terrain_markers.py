"""The board shows Terrain Markers at 100×30, in English and in French: ⚑ in the Marker's
colour before the region's terrains on the Adventure line, and a Hero's unplaced Markers on
its row (README rulings: Terrain Markers; glossary: Terrain Marker)."""

from __future__ import annotations

import pytest

from altered_tui.engine.adventure import place_marker
from altered_tui.engine.types import Terrain
from altered_tui.i18n import current_language, set_language
from tests.ui.helpers import advance, kind_is, make_app, run_async, screen_text


@pytest.mark.parametrize("lang,letters", [("en", "⚑W"), ("fr", "⚑E")])
def test_a_region_with_a_marker_and_a_heros_markers_show_at_100x30(lang, letters):
    @run_async
    async def run():
        before = current_language()
        set_language(lang)
        try:
            app = make_app()
            advance(app, kind_is("turn"))
            g = app.controller.state
            viewer = g.pending.player
            g.players[viewer].markers = [Terrain.FOREST, Terrain.MOUNTAIN]
            place_marker(g, viewer, 0, Terrain.WATER, None, "test")
            async with app.run_test(size=(100, 30)) as pilot:
                await pilot.press("enter")
                await pilot.pause()
                text = screen_text(app)
                assert "too small" not in text
                # the terrains row: the Hero region has a Water Marker and is Water only now,
                # the Companion region keeps its three terrains
                row = next(line for line in text.splitlines() if "? ? ?" in line)
                squeezed = row.replace(" ", "")
                assert letters in squeezed and letters + "*" not in squeezed, row
                assert ("FME" if lang == "fr" else "FMW") in squeezed, row
                assert "⚑F ⚑M" in text  # the Hero's Markers on no region
        finally:
            set_language(before)
    run()
