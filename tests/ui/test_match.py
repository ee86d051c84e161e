"""A whole match, setup to game over, driven by key presses only."""

from __future__ import annotations

from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.gameover import GameOverScreen
from altered_tui.ui.screens.handover import HandoverScreen
from tests.ui.helpers import make_app, number_keys, pass_shared_screens, run_async


def assert_taken_then_forced_passes(app, taken: int, text: str) -> None:
    """The chosen action was applied, then only passes taken for a player who could do
    nothing else (no handover for them)."""
    assert app.controller.history[taken] == text
    assert app.controller.state.actions_taken == len(app.controller.history)
    assert all(extra == "pass" for extra in app.controller.history[taken + 1:])


SHORT_MATCH_SEED = 122  # the shortest match (fewest key presses) among seeds 1-300


@run_async
async def test_whole_match_by_keys_then_rematch():
    app = make_app(seed=SHORT_MATCH_SEED)
    async with app.run_test(size=(120, 40)) as pilot:
        state = app.controller.state
        kinds_seen: set[str] = set()
        handovers = 0
        for step in range(600):
            if isinstance(app.screen, HandoverScreen):
                handovers += 1
            await pass_shared_screens(pilot)
            if isinstance(app.screen, GameOverScreen):
                break
            assert isinstance(app.screen, BoardScreen)
            pending = state.pending
            assert app.board.viewer == pending.player  # the board shows the decider's view
            kinds_seen.add(pending.kind)
            index = 0  # option 1 always: this seed then ends in 7 days
            expected = pending.options[index]
            taken = state.actions_taken
            await pilot.press(*number_keys(index, len(app.board.options)))
            assert_taken_then_forced_passes(app, taken, expected.text)
        else:
            raise AssertionError("the match did not end")
        assert state.winner is not None
        assert {"setup_mana", "expand", "turn", "cleanup"} <= kinds_seen
        assert handovers >= 4
        await pilot.press("r")  # rematch: same decks and names, a new secret seed
        assert app.controller.seed != SHORT_MATCH_SEED
        assert app.controller.state.winner is None
        assert app.controller.state.actions_taken == 0
        assert isinstance(app.screen, HandoverScreen)


@run_async
async def test_whole_match_with_the_starter_decks_answers_every_kind_of_prompt_by_keys():
    """The starter decks' cards ask for targets, "you may", Reactions to order, Expeditions
    for tokens...: each prompt is answered by a number key, and the match reaches its end."""
    app = make_app(seed=8, kind="starter")  # a match that asks for targets, dice and "you may"
    async with app.run_test(size=(120, 40)) as pilot:
        state = app.controller.state
        kinds_seen: set[str] = set()
        for _ in range(900):
            await pass_shared_screens(pilot)
            if isinstance(app.screen, GameOverScreen):
                break
            pending = state.pending
            kinds_seen.add(pending.kind)
            # Prefer an option other than "pass" so that cards (and their prompts) get played.
            index = next((i for i, a in enumerate(pending.options) if a.verb != "pass"), 0)
            taken = state.actions_taken
            await pilot.press(*number_keys(index, len(app.board.options)))
            assert_taken_then_forced_passes(app, taken, pending.options[index].text)
        else:
            raise AssertionError("the match did not end")
        assert state.winner is not None
        assert {"target", "may", "die"} <= kinds_seen, kinds_seen


def test_4_2_4_the_dusk_report_names_the_day_of_that_dusk_not_the_next_one():
    from altered_tui.engine import legal_actions

    from tests.ui.helpers import make_app

    controller = make_app().controller
    for _ in range(1000):
        day = controller.state.day
        outcome = controller.choose(legal_actions(controller.state)[0].text)
        if outcome.dusk is not None:
            break
    assert outcome.dusk is not None and outcome.dusk["day"] == day == 1
    assert controller.state.day == 2  # Night already began the next day


@run_async
async def test_4_1_h_hero_counters_show_on_the_board_before_the_cut():
    """Atsadi & Surge begins with five Heroism counters; they lead the Hero's line, which
    the panel cuts at its edge."""
    from altered_tui.cards.deckgen import random_deck
    from altered_tui.cards.pool import default_pool
    from altered_tui.ui.app import AlteredApp
    from altered_tui.ui.controller import MatchController

    from tests.ui.helpers import screen_text

    pool = default_pool()
    atsadi = random_deck(pool, 1, "ALT_CORE_B_BR_02_C")
    app = AlteredApp(MatchController(atsadi, atsadi, pool, seed=3, names=("Ann", "Bob")))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert "Hero: Heroism×5 Ats" in " ".join(screen_text(app).split())


@run_async
async def test_a_hot_seat_match_opens_on_the_handover_and_composes_the_board_beneath_it():
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, HandoverScreen)
        await pilot.pause()  # once the handover is drawn, the board is composed beneath it
        assert not app.board.body_deferred and app.board.query("#hand")
        await pilot.press("enter")
        assert app.screen is app.board and app.board.options


@run_async
async def test_a_handover_dismissed_before_the_board_is_composed_shows_the_board_once_it_is(
        monkeypatch):
    calls = []
    composing = BoardScreen.compose_body

    async def not_at_first(self):  # the composing after the first draw has not happened yet
        calls.append(self)
        if len(calls) > 1:
            await composing(self)

    monkeypatch.setattr(BoardScreen, "compose_body", not_at_first)
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.board.body_deferred and isinstance(app.screen, HandoverScreen)
        await pilot.press("enter")  # the board is composed then, and shown
        await pilot.pause()
        assert len(calls) == 2 and not app.board.body_deferred
        assert app.screen is app.board and app.board.options
        assert app.board.viewer == app.controller.deciding_player
