"""Nothing hidden is drawn: not behind the handover screen, not in the opponent's view."""

from __future__ import annotations

import json

from altered_tui.engine import observation
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.handover import HandoverScreen
from tests.ui.helpers import advance, kind_is, make_app, pool_and_decks, run_async, screen_text


def hidden_names(state, viewer: int) -> set[str]:
    """Names of the opponent's hidden cards that nothing public reveals to `viewer`."""
    them = state.players[1 - viewer]
    names = {state.cdef(c).name for c in them.hand + them.mana + them.deck}
    public = json.dumps(observation(state, viewer))
    return {name for name in names if name not in public}


@run_async
async def test_handover_and_opponent_view_hide_cards():
    app = make_app()
    advance(app, kind_is("turn"))
    state = app.controller.state
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, HandoverScreen)
        text = screen_text(app)
        pool, _ = pool_and_decks()
        every_name = {d.name for d in pool}
        assert "Pass to" in text
        assert not {name for name in every_name if name in text}
        await pilot.press("enter")
        assert isinstance(app.screen, BoardScreen)
        viewer = state.pending.player
        secret = hidden_names(state, viewer)
        assert secret  # the test means something only if there are hidden names
        text = screen_text(app)
        own_hand = {state.cdef(c).name for c in state.players[viewer].hand}
        assert own_hand and all(name in text for name in own_hand)
        assert not {name for name in secret if name in text}
        # The board hides everything while the keyboard changes hands.
        app.board.conceal()
        await pilot.pause()
        concealed = screen_text(app)
        own_secret = hidden_names(state, 1 - viewer)  # the viewer's cards hidden from the other
        assert own_secret and not {name for name in own_secret if name in concealed}
