"""Building the app for tests and driving it by key presses only."""

from __future__ import annotations

import asyncio
import functools
from functools import lru_cache

from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import decks_dir, default_pool
from altered_tui.ui.app import AlteredApp
from altered_tui.ui.controller import MatchController
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.dusk import DuskScreen
from altered_tui.ui.screens.handover import HandoverScreen

SEED = 3  # Bob decides first; a short match under the "always option 1" policy
NAMES = ("Ann", "Bob")


@lru_cache(maxsize=1)
def pool_and_decks(kind: str = "practice"):
    """The Bravos and Lyra decks: `practice` (no abilities) or `starter`."""
    pool = default_pool()
    return pool, (load_deck(decks_dir() / f"bravos-{kind}.yaml", pool),
                  load_deck(decks_dir() / f"lyra-{kind}.yaml", pool))


def make_app(seed: int = SEED, kind: str = "practice") -> AlteredApp:
    pool, (deck1, deck2) = pool_and_decks(kind)
    return AlteredApp(MatchController(deck1, deck2, pool, seed=seed, names=NAMES))


def number_keys(index: int, option_count: int) -> list[str]:
    """The keys that pick option `index` (0-based) from a list of `option_count`."""
    keys = list(str(index + 1))
    if (index + 1) * 10 <= option_count:  # a longer number could follow: confirm
        keys.append("enter")
    return keys


async def pass_shared_screens(pilot) -> None:
    """Press Enter through handover and Dusk screens until the board is on top."""
    for _ in range(5):
        if isinstance(pilot.app.screen, (HandoverScreen, DuskScreen)):
            await pilot.press("enter")
        else:
            return


async def until_kind(pilot, kind: str, max_actions: int = 400) -> None:
    """Play option 1 by number keys until a decision of `kind` is on the board."""
    app = pilot.app
    for _ in range(max_actions):
        await pass_shared_screens(pilot)
        pending = app.controller.state.pending
        if pending is not None and pending.kind == kind and isinstance(app.screen, BoardScreen):
            return
        await pilot.press(*number_keys(0, len(app.board.options)))
    raise AssertionError(f"no {kind} decision reached")


def run_async(test):
    """Run an async test function (no asyncio pytest plugin is needed)."""
    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        return asyncio.run(test(*args, **kwargs))
    return wrapper


def advance(app: AlteredApp, stop) -> None:
    """Before the app runs: play option 1 straight through the engine until `stop(state,
    next_state)` says the next action is the one to show (fast set-up for screenshots)."""
    from altered_tui.engine import apply, legal_actions

    state = app.controller.state
    for _ in range(1000):
        options = legal_actions(state)
        if not options:
            return
        following = apply(state, options[0])
        if stop(state, following):
            return
        app.controller.choose(options[0].text)
        state = app.controller.state
    raise AssertionError("stop condition never met")


async def to_game_over(pilot) -> None:
    """From a board `advance`d to just before the last action: take it (option 1, Enter
    through the Dusk panel) until the game over screen shows."""
    from altered_tui.ui.screens.gameover import GameOverScreen

    app = pilot.app
    await pilot.press("enter")
    for _ in range(6):
        if isinstance(app.screen, GameOverScreen):
            return
        await pilot.press(*(["1"] if app.board.options else ["enter"]))
    assert isinstance(app.screen, GameOverScreen)


def next_is_progress(state, following) -> bool:
    return any(e.kind == "progress" for e in following.log[len(state.log):])


def next_is_game_over(state, following) -> bool:
    return following.winner is not None


def kind_is(kind: str):
    return lambda state, following: state.pending is not None and state.pending.kind == kind


def screen_text(app) -> str:
    """The visible text of the whole screen, as a player would read it."""
    import html
    import re

    svg = app.export_screenshot()
    text = html.unescape(" ".join(re.findall(r">([^<>]*)</text>", svg)))
    return text.replace("\xa0", " ")
