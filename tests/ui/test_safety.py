"""What one player must not learn or lose by accident: the seed stays off the screen during
a match, a key never carries over to a new prompt or screen, an effect whose only legal
target is the player's own card is asked, and nobody is handed the keyboard just to pass."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import move
from altered_tui.ui import keyguard
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.gameover import GameOverScreen
from altered_tui.ui.screens.handover import HandoverScreen
from tests.abilities.support import character, give, spell
from tests.ui.helpers import (advance, kind_is, make_app, next_is_game_over, number_keys,
                              pass_shared_screens, run_async, screen_text)
from tests.ui.test_prompts import _fake_decision


@run_async
async def test_the_seed_is_on_no_screen_during_a_match_only_at_game_over():
    app = make_app(seed=424242)
    advance(app, next_is_game_over)
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, HandoverScreen)
        assert "424242" not in screen_text(app)
        await pilot.press("enter")
        assert isinstance(app.screen, BoardScreen) and app.board.options
        text = screen_text(app)
        assert "424242" not in text and "seed" not in text.lower()
        await pilot.press(*number_keys(0, len(app.board.options)))
        await pass_shared_screens(pilot)
        assert isinstance(app.screen, GameOverScreen)
        assert "424242" in screen_text(app)  # the match is over: nothing left to hide


def _let_time_pass(guard) -> None:
    guard.shown_at -= keyguard.GUARD_SECONDS  # as if the player had read the new screen


@run_async
async def test_a_key_pressed_as_a_screen_changes_never_answers_the_new_one(monkeypatch):
    monkeypatch.setattr(keyguard, "GUARD_SECONDS", 60.0)  # no busy machine is that slow
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, HandoverScreen)
        await pilot.press("enter")  # the handover was only just shown: ignored
        assert isinstance(app.screen, HandoverScreen)
        _let_time_pass(app.screen.guard)
        await pilot.press("enter")
        assert isinstance(app.screen, BoardScreen)
        await pilot.press("1")  # the Enter that closed the handover, repeated: ignored
        assert app.controller.state.actions_taken == 0
        _let_time_pass(app.board.guard)
        await pilot.press("1")  # once the prompt could be read, it answers
        assert app.controller.state.actions_taken == 1
        await pilot.press("1")  # the next prompt has just appeared: ignored
        assert app.controller.state.actions_taken == 1


@run_async
async def test_up_to_prompts_start_on_done_so_a_stray_enter_takes_nothing():
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        state = app.controller.state
        hand = state.players[state.pending.player].hand
        sent = _fake_decision(app, "target", [Action("target", c, state.cdef(c).name)
                                              for c in hand[:2]] + [Action("done")])
        assert app.board.options[app.board.highlighted] == "done"
        await pilot.press("enter")  # the cursor sits on a card, but was not moved there
        assert sent == ["done"]


@run_async
async def test_an_effect_whose_only_legal_target_is_ones_own_card_is_asked_and_says_why():
    app = make_app()
    advance(app, kind_is("turn"))
    g = app.controller.state
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    boost = give(g, p, spell(ab.Boost(kind="boost", objects=ab.Select(ref="target"), amount=1)))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        play = next(i for i, o in enumerate(app.board.options) if f"#{boost}@" in o)
        await pilot.press(*number_keys(play, len(app.board.options)))
        assert g.cards[mine].boosts == 0  # not chosen silently
        assert "only legal target" in screen_text(app)
        assert app.board.options == [f"target {g.cdef(mine).name}#{mine}"]
        await pilot.press("1")
        assert g.cards[mine].boosts == 1


@run_async
async def test_no_handover_when_the_next_player_could_only_pass_and_they_are_told_later():
    app = make_app()
    advance(app, kind_is("turn"))
    g = app.controller.state
    p = g.pending.player
    for cid in list(g.players[1 - p].hand):  # the other player has nothing left to play
        move(g, cid, Zone.DISCARD)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        play = next(i for i, o in enumerate(app.board.options) if o.startswith("play "))
        await pilot.press(*number_keys(play, len(app.board.options)))
        assert app.controller.history[-1] == "pass"  # taken for the other player
        assert g.players[1 - p].passed
        assert isinstance(app.screen, BoardScreen) and app.board.viewer == p  # no handover
        for _ in range(50):  # play on until the other player holds the keyboard
            await pass_shared_screens(pilot)
            if app.board.viewer == 1 - p:
                break
            await pilot.press(*number_keys(0, len(app.board.options)))
        assert app.board.viewer == 1 - p
        text = screen_text(app)
        assert "Since you last looked" in text and "nothing to play" in text
        assert app.board.since_notes == ["You had nothing to play on day 1: you passed."]
