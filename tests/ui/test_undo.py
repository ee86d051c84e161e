"""`u` takes back a play action that revealed nothing: the card is back in hand."""

from __future__ import annotations

import re

import pytest

from altered_tui.engine import apply
from altered_tui.saves.undo import refusal
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.widgets.log import GameLog
from tests.ui.helpers import (advance, make_app, number_keys, pass_shared_screens, run_async,
                              screen_text)

SEED = 1  # option 1 leads to a Hero that can play a card from hand and still decide after


def _undoable_play(state):
    for index, option in enumerate(state.pending.options):
        if option.verb == "play" and option.src == "hand" and \
                refusal(state, apply(state, option), state.pending.player) is None:
            return index, option
    return None


def _refused_own_action(state):
    """An option after which the same player still decides, but that undo would refuse."""
    player = state.pending.player
    for index, option in enumerate(state.pending.options):
        after = apply(state, option)
        if after.pending is not None and after.pending.player == player and \
                refusal(state, after, player) is not None:
            return index, option
    return None


def _hand_cids(app) -> list[int]:
    return [card["cid"] for card in app.board.obs["players"][app.board.viewer]["hand"]]


@run_async
async def test_u_takes_back_a_play_and_the_card_is_back_in_hand():
    app = make_app(seed=SEED)
    advance(app, lambda state, _following: state.pending is not None
            and _undoable_play(state) is not None)
    async with app.run_test(size=(120, 40)) as pilot:
        await pass_shared_screens(pilot)
        assert isinstance(app.screen, BoardScreen)
        state = app.controller.state
        index, play = _undoable_play(state)
        player = state.pending.player
        assert play.card in _hand_cids(app)
        await pilot.press(*number_keys(index, len(app.board.options)))
        await pass_shared_screens(pilot)
        assert app.controller.history[-1] == play.text
        assert app.board.viewer == player and play.card not in _hand_cids(app)
        assert "Undo" in screen_text(app)  # the key bar offers it
        await pilot.press("u")
        await pilot.pause()
        assert play.text not in app.controller.history[-1:]
        assert app.board.viewer == player and play.card in _hand_cids(app)
        assert play.name in screen_text(app)
        log = app.board.query_one(f"#log-{player}", GameLog)
        label = app.controller.describe_options(player, [play.text])[0].label
        assert label.startswith("Play ") and "#" not in label  # in words, not a text form
        assert log.notes[-1][1].endswith(f"took back: {label}")
        other = app.board.query_one(f"#log-{1 - player}", GameLog)
        assert play.text not in other.notes[-1][1]  # the other player is told, not shown


@run_async
async def test_the_undo_key_is_not_offered_when_the_action_revealed_something():
    app = make_app(seed=SEED)
    advance(app, lambda state, _following: state.pending is not None
            and _refused_own_action(state) is not None)
    async with app.run_test(size=(120, 40)) as pilot:
        await pass_shared_screens(pilot)
        index, option = _refused_own_action(app.controller.state)
        await pilot.press(*number_keys(index, len(app.board.options)))
        await pass_shared_screens(pilot)
        assert app.controller.history[-1] == option.text
        assert not app.board.check_action("undo", ())
        assert "Undo" not in screen_text(app)
        taken = list(app.controller.history)
        await pilot.press("u")
        await pilot.pause()
        assert app.controller.history == taken


@run_async
async def test_u_is_refused_after_a_handover():
    app = make_app(seed=SEED)
    async with app.run_test(size=(120, 40)) as pilot:
        await pass_shared_screens(pilot)
        first = app.controller.state.pending.player
        for _ in range(20):  # option 1 until the other player decides
            await pilot.press(*number_keys(0, len(app.board.options)))
            await pass_shared_screens(pilot)
            if app.controller.state.pending.player != first:
                break
        taken = list(app.controller.history)
        await pilot.press("u")
        await pilot.pause()
        assert app.controller.history == taken


@pytest.mark.parametrize("lang,words", [("en", "Cannot undo “"), ("fr", "Impossible d'annuler « ")])
@run_async
async def test_a_refused_undo_says_the_action_in_words_as_its_option_read(lang, words):
    from altered_tui.i18n import current_language, set_language

    before = current_language()
    set_language(lang)
    try:
        app = make_app(seed=SEED)
        async with app.run_test(size=(120, 40)) as pilot:
            await pass_shared_screens(pilot)
            first = app.controller.state.pending.player
            for _ in range(20):  # option 1 until the other player decides
                label = app.board.labels[0].label
                await pilot.press(*number_keys(0, len(app.board.options)))
                await pass_shared_screens(pilot)
                if app.controller.state.pending.player != first:
                    break
            notices: list[str] = []
            app.notify = lambda message, **_options: notices.append(message)
            # The u key is hidden here (the last action is the other player's): the request
            # is sent as the key would send it, to read the app's refusal.
            app.board.post_message(BoardScreen.UndoRequested())
            await pilot.pause()
            assert len(notices) == 1
            # the option's own words, less the copy number that only told apart the options
            # of one list
            named = re.sub(r" \((copy|exemplaire) \d+\)", "", label)
            assert notices[0].startswith(words + named), notices
            assert app.controller.history[-1] not in notices[0]  # not the text form
            assert "#" not in notices[0] and "cannot undo" not in notices[0]
            if lang == "fr":
                assert "l'autre joueur" in notices[0]
    finally:
        set_language(before)


@run_async
async def test_a_scenario_match_goes_on_after_an_action_and_offers_no_undo():
    from pathlib import Path

    from altered_tui.cards.pool import default_pool
    from altered_tui.lessons.controller import ScenarioController
    from altered_tui.ui.app import AlteredApp

    path = Path(__file__).parents[1] / "scenarios" / "rules" / "7_3_9_a_exchange.yaml"
    app = AlteredApp(ScenarioController.from_file(path, default_pool()))
    async with app.run_test(size=(120, 40)) as pilot:
        await pass_shared_screens(pilot)
        await pilot.press(*number_keys(0, len(app.board.options)))
        await pass_shared_screens(pilot)
        assert app.controller.history  # the action was taken, and the board is still up
        assert isinstance(app.screen, BoardScreen)
        assert not app.board.check_action("undo", ())
