"""Every card in play is on the board after every action, at every size: each Expedition
lists its cards or says how many are out of view, and the card cursor is never on a card
that is not drawn. A Gigantic Character is drawn in both Expeditions of its controller."""

from __future__ import annotations

import re

import pytest
from textual.geometry import Region

from altered_tui.ui.cardtext import card_line
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.widgets.expedition import ExpeditionsView
from tests.lessons.helpers import choose, lesson_app
from tests.ui.helpers import make_app, number_keys, pass_shared_screens, run_async

SIZES = [(80, 24), (100, 30), (160, 50)]


def widget_rows(widget) -> list[str]:
    """The rows a widget draws on screen, as text."""
    strips = widget.render_lines(Region(0, 0, widget.size.width, widget.size.height))
    return ["".join(segment.text for segment in strip) for strip in strips]


def assert_expeditions_drawn(board: BoardScreen) -> None:
    """Each Expedition column shows all its cards, or the ones around the cursor and a row
    saying how many are above and below; the cursor card is drawn."""
    for block in ("my-exp", "opp-exp"):
        view = board.query_one(f"#{block}", ExpeditionsView)
        text = "\n".join(widget_rows(view))
        player = board.obs["players"][board.perspective if block == "my-exp"
                                      else 1 - board.perspective]
        cards = [v for side in ("hero", "companion") for v in player["expeditions"][side]]
        hidden = sum(int(a) + int(b) for a, b in re.findall(r"(\d+)▲ (\d+)▼ more", text))
        shown = sum(1 for v in cards if v["name"][:3] in text)  # cut to fit boosts and statuses
        assert shown + hidden >= len(cards), (block, [v["name"] for v in cards], text)
        if board.cursor in {v["cid"] for v in cards}:
            assert "▶" in text, (block, text)


@pytest.mark.parametrize("size", SIZES)
def test_a_card_that_joins_an_expedition_is_drawn_at_once(size):
    """Seed 5 with the starter decks: both players play Characters into their Hero
    Expeditions turn after turn (two, then three cards in one Expedition)."""
    @run_async
    async def run():
        app = make_app(seed=5, kind="starter")
        async with app.run_test(size=size) as pilot:
            most = 0
            for _ in range(120):
                await pass_shared_screens(pilot)
                board = app.board
                if app.controller.over or not isinstance(app.screen, BoardScreen):
                    break
                await pilot.pause()
                assert_expeditions_drawn(board)
                state = app.controller.state
                most = max(most, *(len(p.expeditions[side]) for p in state.players
                                   for side in p.expeditions))
                plays = [i for i, o in enumerate(board.options) if o.startswith("play ")]
                index = plays[0] if plays else 0
                await pilot.press(*number_keys(index, len(board.options)))
            assert most >= 3  # the match did put several cards in one Expedition
    run()


@pytest.mark.parametrize("size", SIZES)
def test_a_gigantic_character_is_drawn_in_both_expeditions(size):
    """Lesson 7: Atlas (Gigantic) played into the Hero Expedition is listed in both columns
    of its controller's Expeditions (CR 7.4.4.b)."""
    @run_async
    async def run():
        app = lesson_app("07-gigantic-defender-tough")
        async with app.run_test(size=size) as pilot:
            await pilot.press("space", "space")
            await choose(pilot, "play Atlas")
            await pilot.pause()
            view = app.board.query_one("#my-exp", ExpeditionsView)
            rows = widget_rows(view)
            half = view.size.width // 2
            assert any("Atlas" in row[:half] for row in rows), rows
            assert any("Atlas" in row[half:] for row in rows), rows
    run()


STATUSES_SHOWN = {"Anchored": "anc", "Asleep": "slp", "Fleeting": "flt", "Exhausted": "exh"}


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (160, 50)])
def test_statuses_and_boosts_of_expedition_cards_stay_on_screen(size):
    """Both Expeditions full of Characters with long names, each with a status and boosts:
    every status and boost is drawn (a name gives way first; at 80×24, where a column is
    narrower than a card's marks, each status is its first letter)."""
    from altered_tui.engine.types import Side, Status, Zone
    from altered_tui.engine.zones import move
    from tests.ui.helpers import advance, kind_is

    @run_async
    async def run():
        app = make_app(kind="starter")
        advance(app, kind_is("turn"))
        g = app.controller.state
        me = g.pending.player
        characters = [cid for cid in g.players[me].deck if g.cdef(cid).is_character][:4]
        statuses = [Status.ANCHORED, Status.ASLEEP, Status.FLEETING, Status.EXHAUSTED]
        for n, (cid, status) in enumerate(zip(characters, statuses)):
            move(g, cid, Zone.EXPEDITION, side=Side.HERO if n % 2 else Side.COMPANION)
            g.cards[cid].status |= status
            g.cards[cid].counters["boost"] = n + 1
        async with app.run_test(size=size) as pilot:
            await pilot.press("enter")
            await pilot.pause()
            text = "\n".join(widget_rows(app.board.query_one("#my-exp", ExpeditionsView)))
            for n, status in enumerate(STATUSES_SHOWN.values()):
                mark = f"+{n + 1}{status[0].upper()}" if size == (80, 24) else status
                assert mark in text, (mark, text)
                assert f"+{n + 1}" in text, text
    run()


def test_a_name_and_its_short_marks_are_apart_in_a_narrow_column():
    """At 80×24 a card keeps one letter per status: a space sets them off from a whole
    name, so that "Hathor E" does not read as one word; a cut name ends in "…"."""
    exhausted = {"cid": 1, "name": "Hathor", "type": "character", "stats": [3, 3, 0],
                 "statuses": ["Exhausted"], "counters": {}}
    boosted = {"cid": 2, "name": "Haven Warrior", "type": "character", "stats": [4, 2, 4],
               "statuses": ["Anchored"], "counters": {"boost": 1}}
    assert card_line(exhausted, width=10).plain == "  Hathor E"
    kappa = {"cid": 3, "name": "Kappa", "type": "character", "stats": [6, 6, 7],
             "statuses": [], "counters": {"boost": 2}}
    assert card_line(boosted, width=10).plain == "  Have…+1A"
    assert card_line(kappa, width=9).plain == "  Kapp…+2"  # no room for a space


def room(board: BoardScreen, block: str) -> int:
    """The cells a card line may take in one Expedition column of `block`."""
    from altered_tui.ui.widgets.columns import PAD, column_widths
    from altered_tui.ui.widgets.expedition import COLUMNS

    view = board.query_one(f"#{block}", ExpeditionsView)
    return min(column_widths(COLUMNS, [], view.content_size.width)) - 2 * PAD


@run_async
async def test_at_160_columns_a_long_name_in_an_expedition_is_not_cut():
    """Seed 5, starter decks: at 160×50 a name in an Expedition (Ouroboros Trickster, Lyra
    Chronicler…) is cut only when its whole line is wider than its column."""
    app = make_app(seed=5, kind="starter")
    async with app.run_test(size=(160, 50)) as pilot:
        names: set[str] = set()
        for _ in range(60):
            await pass_shared_screens(pilot)
            board = app.board
            if app.controller.over or not isinstance(app.screen, BoardScreen):
                break
            await pilot.pause()
            for block in ("my-exp", "opp-exp"):
                text = "\n".join(widget_rows(board.query_one(f"#{block}", ExpeditionsView)))
                player = board.obs["players"][board.perspective if block == "my-exp"
                                              else 1 - board.perspective]
                for side in ("hero", "companion"):
                    for view in player["expeditions"][side]:
                        whole = card_line(view).cell_len <= room(board, block)
                        assert view["name"] in text or not whole, (view["name"], text)
                        if view["name"] in text:
                            names.add(view["name"])
            plays = [i for i, o in enumerate(board.options) if o.startswith("play ")]
            await pilot.press(*number_keys(plays[0] if plays else 0, len(board.options)))
        assert max(map(len, names)) >= 15  # long names were written whole
