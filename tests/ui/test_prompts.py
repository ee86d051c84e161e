"""Each kind of prompt, answered by keys; assertions are on the game state."""

from __future__ import annotations

from altered_tui.engine.actions import Action
from altered_tui.engine.state import Decision
from altered_tui.engine.types import Zone
from altered_tui.ui.controller import Outcome
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.confirm import ConfirmScreen
from altered_tui.ui.screens.help import HelpScreen
from altered_tui.ui.screens.inspector import InspectorScreen
from tests.ui.helpers import make_app, pass_shared_screens, run_async, until_kind


@run_async
async def test_setup_mana_by_digit_and_enter_on_a_card():
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # handover
        state = app.controller.state
        player = state.pending.player
        hand = list(state.players[player].hand)
        await pilot.press("2")  # six options: "2" cannot start a longer number
        assert state.cards[hand[1]].zone is Zone.MANA
        # The cursor starts on the first card of the hand; Enter picks its one option.
        first = app.board.cursor
        assert first == state.players[player].hand[0]
        await pilot.press("right", "enter")
        assert state.cards[state.players[player].mana[1]].cid != first
        assert len(state.players[player].mana) == 2
        await pilot.press("enter")
        assert len(state.players[player].mana) == 3
        assert state.pending.player != player  # on to the other player


@run_async
async def test_expand_declined_with_p_and_turn_play_via_narrowed_list():
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        state = app.controller.state
        await until_kind(pilot, "turn")
        player = state.pending.player
        for _ in state.players[player].hand:  # find an affordable card by moving right
            if len(app.board._options_for_cursor()) >= 2:
                break
            await pilot.press("right")
        card = app.board.cursor
        assert card in state.players[player].hand
        await pilot.press("enter")  # two options for this card (hero / companion): narrow
        assert app.board.narrowed is not None and len(app.board.narrowed) >= 2
        assert state.cards[card].zone is Zone.HAND
        await pilot.press("down", "enter")  # the second listed option
        assert state.cards[card].zone is Zone.EXPEDITION
        assert app.controller.history[-1].startswith("play ")
        await pass_shared_screens(pilot)
        other = state.pending.player
        assert other != player
        await pilot.press("p")
        assert state.players[other].passed or state.phase.value != "afternoon"
        await until_kind(pilot, "expand")
        deciding = state.pending.player
        mana_before = len(state.players[deciding].mana)
        await pilot.press("p")  # p declines Expand
        assert app.controller.history[-1] == "expand none"
        assert len(state.players[deciding].mana) == mana_before


@run_async
async def test_cleanup_keep_by_number():
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        state = app.controller.state
        await until_kind(pilot, "cleanup")
        expected = state.pending.options[0]
        await pilot.press("1") if len(state.pending.options) < 10 else await pilot.press("1", "enter")
        assert app.controller.history[-1] == expected.text


def _fake_decision(app, kind: str, options: list[Action]) -> list[str]:
    """Put a decision of a kind the engine does not produce yet in front of the board,
    and record what the board sends instead of applying it."""
    state = app.controller.state
    state.pending = Decision(state.pending.player, kind, {"kind": "turn"}, options)
    sent: list[str] = []

    def record(text: str, save: bool = True) -> Outcome:
        sent.append(text)
        return Outcome(state.pending.player, state.pending.player, None, False)

    app.controller.choose = record
    app.board.show_for(state.pending.player)
    return sent


@run_async
async def test_future_prompt_kinds_are_generic():
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        hand = app.controller.state.players[app.controller.state.pending.player].hand
        sent = _fake_decision(app, "may", [Action("yes"), Action("no")])
        await pilot.press("y", "n", "p", "2")
        assert sent == ["yes", "no", "no", "no"]
        sent = _fake_decision(app, "mode", [Action("mode", arg=str(i)) for i in (1, 2, 3)])
        await pilot.press("3", "tab", "enter")
        assert sent == ["mode 3", "mode 2"]
        card = app.controller.state.cards[hand[2]]
        name = app.controller.state.cdef(hand[2]).name
        sent = _fake_decision(app, "target", [Action("target", c, app.controller.state.cdef(c).name)
                                              for c in hand])
        await pilot.press("right", "right", "enter")  # Enter on a card picks its option
        assert sent == [f"target {name}#{card.cid}"]
        many = [Action("use", arg=f"Sierra & Oddball#1 {i}") for i in range(12)]
        sent = _fake_decision(app, "quick", many)
        await pilot.press("1", "2")  # "1" waits: 10, 11 and 12 exist
        await pilot.press("1", "enter")
        assert sent == ["use Sierra & Oddball#1 11", "use Sierra & Oddball#1 0"]


@run_async
async def test_help_inspector_log_and_quit_confirmation():
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape", "i")
        assert isinstance(app.screen, InspectorScreen)
        await pilot.press("escape", "l")
        assert isinstance(app.screen, BoardScreen) and app.board.focused is not None
        await pilot.press("escape")
        assert app.board.focused is None
        taken = app.controller.state.actions_taken
        await pilot.press("ctrl+q")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert isinstance(app.screen, BoardScreen) and app.is_running
        await pilot.press("ctrl+q", "y")
        assert app.controller.state.actions_taken == taken
    assert app.return_code == 0
