"""`play --vs-ai`: the computer takes player 2's decisions in a worker; no handover screen,
and the board is never drawn for the computer's seat."""

import asyncio

from altered_tui.cli import build_parser
from altered_tui.ui.app import AlteredApp
from altered_tui.ui.controller import COMPUTER_SEAT, MatchController
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.dusk import DuskScreen
from altered_tui.ui.screens.handover import HandoverScreen

from tests.ui.helpers import NAMES, number_keys, pool_and_decks, run_async


def test_play_accepts_a_computer_level():
    assert build_parser().parse_args(["play", "--vs-ai", "greedy"]).vs_ai == "greedy"
    assert build_parser().parse_args(["play"]).vs_ai is None


@run_async
async def test_the_computer_plays_player_two_and_its_hand_stays_hidden():
    pool, (deck1, deck2) = pool_and_decks()
    controller = MatchController(deck1, deck2, pool, seed=3, names=NAMES)
    controller.set_computer("greedy")
    calls = []
    think = controller.computer_choice
    controller.computer_choice = lambda: calls.append(1) or think()
    app = AlteredApp(controller)
    viewers = set()
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(300):
            if controller.over or controller.state.day > 2:
                break
            await pilot.pause()
            assert not isinstance(app.screen, HandoverScreen)
            viewers.add(app.board.viewer)
            if isinstance(app.screen, DuskScreen):
                await pilot.press("enter")
            elif controller.computer_to_move:
                before = len(controller.history)
                for _ in range(200):  # the worker answers within the time budget
                    await asyncio.sleep(0.02)
                    if len(controller.history) > before:
                        break
                assert len(controller.history) > before, "the computer never moved"
            elif isinstance(app.screen, BoardScreen) and app.board.options:
                await pilot.press(*number_keys(0, len(app.board.options)))
    assert len(calls) >= 3
    assert COMPUTER_SEAT not in viewers


def test_a_match_against_the_computer_resumes_against_the_computer(tmp_path):
    from altered_tui.ai import GreedyPlayer
    from altered_tui.saves.store import read_save

    pool, (deck1, deck2) = pool_and_decks()
    controller = MatchController(deck1, deck2, pool, seed=3, names=NAMES, autosave_to=tmp_path,
                                 settings={"vs_ai": "greedy"})
    assert isinstance(controller.computer, GreedyPlayer)
    for _ in range(4):
        controller.choose(controller.option_texts()[0])
    path = controller.recorder.path
    controller.recorder.close()  # the first window quits: the save is free to resume
    resumed = MatchController.resume(read_save(path), path, pool)
    assert isinstance(resumed.computer, GreedyPlayer)
    assert resumed.history == controller.history


def test_undo_against_the_computer_takes_back_your_action_with_the_computers_answer():
    from altered_tui.engine import state_hash
    from altered_tui.saves.undo import UndoRefused

    pool, (deck1, deck2) = pool_and_decks()
    controller = MatchController(deck1, deck2, pool, seed=3, names=NAMES)
    controller.set_computer("greedy")
    human = 1 - COMPUTER_SEAT
    for _ in range(300):
        assert not controller.over, "no undoable play answered by the computer was found"
        if controller.computer_to_move:
            controller.choose(controller.computer_choice())
            continue
        plays = [o for o in controller.option_texts() if o.startswith("play ")]
        if controller.state.pending.kind != "turn" or not plays:
            controller.choose(controller.option_texts()[0])
            continue
        before, length = state_hash(controller.state), len(controller.history)
        controller.choose(plays[0])
        while controller.computer_to_move:
            controller.choose(controller.computer_choice())
        if len(controller.history) < length + 2 or controller.deciding_player != human:
            continue  # the computer had nothing to answer, or the day moved on
        try:
            player, text = controller.undo()
        except UndoRefused:
            continue  # that answer drew or revealed something: it stands
        assert (player, text) == (human, plays[0])
        assert len(controller.history) == length
        assert state_hash(controller.state) == before
        return
