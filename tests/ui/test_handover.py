"""The keyboard changes hands only through the handover screen: after every action that
gives the decision to the other player, after the Dusk screen both players watch, and at
the start. The player who just acted may still take it back there (`u`)."""

from __future__ import annotations

from altered_tui.engine import apply
from altered_tui.saves.undo import Mark, why_not
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.dusk import DuskScreen
from altered_tui.ui.screens.gameover import GameOverScreen
from altered_tui.ui.screens.handover import HandoverScreen
from altered_tui.ui.controller import SPECTATOR
from tests.ui.helpers import advance, make_app, number_keys, run_async, screen_text


@run_async
async def test_every_hand_shown_after_another_player_or_a_dusk_comes_after_a_handover():
    app = make_app(seed=122)
    shown: list[tuple[str, int | None]] = []  # ("board", viewer), ("handover", None), ...
    board_show_for = app.board.show_for

    def recording_show_for(viewer: int) -> None:
        if viewer != SPECTATOR:
            shown.append(("board", viewer))
        board_show_for(viewer)

    app.board.show_for = recording_show_for
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(800):
            if isinstance(app.screen, GameOverScreen):
                break
            if isinstance(app.screen, (HandoverScreen, DuskScreen)):
                shown.append((type(app.screen).__name__, None))
                await pilot.press("enter")
                continue
            await pilot.press(*number_keys(0, len(app.board.options)))
        assert isinstance(app.screen, GameOverScreen)
    at_keyboard = None
    dusks = 0
    for what, viewer in shown:
        if what == "HandoverScreen":
            at_keyboard = "handed over"
        elif what == "DuskScreen":
            at_keyboard, dusks = None, dusks + 1  # both watched it
        elif at_keyboard != viewer:
            assert at_keyboard == "handed over", shown
            at_keyboard = viewer
    assert dusks >= 3


def _hands_over_undoably(state, _following=None):
    """An option after which the other player decides, that nothing forbids taking back
    before they take the keyboard."""
    if state.pending is None:
        return None
    player = state.pending.player
    for index, option in enumerate(state.pending.options):
        after = apply(state, option)
        if after.pending is not None and after.pending.player != player and \
                why_not(Mark.of(state), after, player, handed_over=False) is None:
            return index, option
    return None


@run_async
async def test_u_on_the_handover_takes_back_the_action_for_the_player_who_took_it():
    app = make_app(seed=1)
    advance(app, lambda state, following: _hands_over_undoably(state) is not None)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the handover to the player who decides
        assert isinstance(app.screen, BoardScreen)
        state = app.controller.state
        player = state.pending.player
        index, option = _hands_over_undoably(state)
        taken = list(app.controller.history)
        await pilot.press(*number_keys(index, len(app.board.options)))
        assert isinstance(app.screen, HandoverScreen)
        assert app.controller.state.pending.player != player
        assert "Undo" in screen_text(app)  # the handover offers it
        await pilot.press("u")
        await pilot.pause()
        assert app.controller.history == taken
        assert isinstance(app.screen, BoardScreen)  # back to the same player, no handover
        assert app.board.viewer == player == app.controller.state.pending.player
        assert option.text in app.board.options


@run_async
async def test_the_handover_offers_no_undo_at_the_start_of_the_match():
    app = make_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, HandoverScreen)
        assert "Undo" not in screen_text(app)
        await pilot.press("u")
        assert isinstance(app.screen, HandoverScreen) and not app.controller.history
