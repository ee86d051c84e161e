from __future__ import annotations

from pathlib import Path

import pytest

from altered_tui.cards.pool import CardPool
from tests.cards.helpers import write_constructed_cards


@pytest.fixture
def cards_dir(tmp_path: Path) -> Path:
    return tmp_path / "cards"


@pytest.fixture
def pool(cards_dir: Path) -> CardPool:
    """A pool big enough to build constructed decks, written under tmp_path/cards."""
    return write_constructed_cards(cards_dir)
