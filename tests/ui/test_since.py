"""The "since you last looked" box: it names the cards the other player played, and at
80×24 the newest events stay inside the box (older ones give way, with a count)."""

from __future__ import annotations

from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.widgets.since import SinceView
from tests.ui.helpers import make_app, number_keys, pass_shared_screens, run_async


async def _play_a_card_and_hand_over(pilot) -> str:
    """Through the setup to the first turn; play the first card offered, then pass the
    keyboard. Returns the name of the card played."""
    app = pilot.app
    for _ in range(20):
        await pass_shared_screens(pilot)
        if app.controller.state.pending.kind == "turn":
            break
        await pilot.press(*number_keys(0, len(app.board.options)))
    play = next(i for i, o in enumerate(app.board.options) if o.startswith("play "))
    played = app.board.options[play]
    await pilot.press(*number_keys(play, len(app.board.options)))
    await pass_shared_screens(pilot)
    assert isinstance(app.screen, BoardScreen)
    return played.split()[1].split("#")[0]


@run_async
async def test_the_other_players_card_play_is_summed_up_and_fits_the_box_at_80x24():
    app = make_app(seed=5, kind="starter")
    async with app.run_test(size=(80, 24)) as pilot:
        card = await _play_a_card_and_hand_over(pilot)
        viewer = app.board.viewer
        since = app.board.query_one(SinceView)
        text = since.content.plain
        assert since.display and any(
            line.startswith(f"{app.controller.names[1 - viewer]} plays {card}")
            for line in since._lines)
        rows = text.splitlines()
        assert len(rows) <= since.size.height  # nothing cut off at the bottom
        shown = " ".join(r.strip(" •") for r in rows)
        assert shown.endswith(since._lines[-1])  # the newest event, whole, is last
        assert all(r.startswith(("  • ", "    ", "  …")) for r in rows[1:])  # hanging indent


@run_async
async def test_a_newest_item_too_long_for_the_box_is_cut_with_an_ellipsis(monkeypatch):
    from altered_tui.ui.widgets import since as since_module

    app = make_app(seed=5, kind="starter")
    async with app.run_test(size=(80, 24)) as pilot:
        await _play_a_card_and_hand_over(pilot)
        view = app.board.query_one(SinceView)
        long_line = "Bob draws " + ", ".join(["Ouroboros Croupier"] * 12)
        monkeypatch.setattr(since_module, "summary_lines", lambda _events: [long_line])
        view.show([], [])
        await pilot.pause()
        rows = view.content.plain.splitlines()
        assert len(rows) <= view.size.height
        assert rows[1].startswith("  • Bob draws") and rows[-1].endswith("…")


@run_async
async def test_a_lesson_does_not_sum_up_the_scenario_it_starts_from():
    from tests.lessons.helpers import lesson_app

    app = lesson_app("01-first-turn")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        since = app.board.query_one(SinceView)
        assert not any(line.startswith("Scenario") for line in since._lines)
        assert not since.display or "Scenario" not in since.content.plain


@run_async
async def test_the_players_own_last_action_is_not_summed_up_as_news():
    app = make_app(seed=5, kind="starter")
    async with app.run_test(size=(100, 30)) as pilot:
        card = await _play_a_card_and_hand_over(pilot)  # the other player now decides
        player = 1 - app.board.viewer
        mine = f"{app.controller.names[player]} plays {card}"
        await pilot.press(*number_keys(len(app.board.options) - 1, len(app.board.options)))
        for _ in range(6):  # their last option (a pass or a decline), until it is back
            await pass_shared_screens(pilot)
            if app.board.viewer == player:
                break
            await pilot.press(*number_keys(len(app.board.options) - 1,
                                           len(app.board.options)))
        assert app.board.viewer == player
        since = app.board.query_one(SinceView)
        assert since.display and since._lines
        assert not any(line.startswith(mine) for line in since._lines), since._lines


def test_a_sabotage_of_the_players_card_is_summed_up_though_nested():
    from altered_tui.ui.widgets.since import summary_lines

    players = ["Ann", "Bob"]
    names = {5: "Ratatoskr", 9: "Tanuki"}
    events = [
        {"kind": "reaction", "data": {"who": 1, "card": 9}, "depth": 1},
        {"kind": "sabotage", "data": {"card": 5}, "depth": 2},
        {"kind": "boost", "data": {"card": 9, "count": 1}, "depth": 2},
    ]
    lines = summary_lines([{**e, "names": names, "players": players} for e in events])
    assert lines == ["Bob plays the Reaction of Tanuki",
                     "Ratatoskr is discarded from Reserve (Sabotage)"]
