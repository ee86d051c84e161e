"""One snapshot per screen (pytest-textual-snapshot). Regenerate after a deliberate change:
python -m pytest tests/ui/test_snapshots.py --snapshot-update"""

from __future__ import annotations

import pytest

from tests.ui.helpers import advance, kind_is, make_app, next_is_game_over, next_is_progress

BIG = (120, 40)


def app_at(stop=None):
    app = make_app()
    if stop is not None:
        advance(app, stop)
    return app


@pytest.mark.parametrize("kind", ["setup_mana", "expand", "turn", "cleanup"])
def test_board_in_each_phase(snap_compare, kind):
    assert snap_compare(app_at(kind_is(kind)), press=["enter"], terminal_size=BIG)


def test_board_at_100x30(snap_compare):
    assert snap_compare(app_at(kind_is("turn")), press=["enter"], terminal_size=(100, 30))


def test_handover(snap_compare):
    assert snap_compare(app_at(kind_is("turn")), terminal_size=BIG)


def test_help(snap_compare):
    assert snap_compare(app_at(), press=["enter", "question_mark"], terminal_size=BIG)


def test_inspector(snap_compare):
    assert snap_compare(app_at(kind_is("turn")), press=["enter", "i"], terminal_size=BIG)


def test_dusk_panel(snap_compare):
    # The next action ends the Afternoon: Progress runs and the Dusk panel shows.
    assert snap_compare(app_at(next_is_progress), press=["enter", "1"], terminal_size=BIG)


def test_game_over(snap_compare):
    assert snap_compare(app_at(next_is_game_over), press=["enter", "1", "enter"],
                        terminal_size=BIG)


def test_too_small(snap_compare):
    assert snap_compare(app_at(), press=["enter"], terminal_size=(80, 24))
