from __future__ import annotations

import pytest

from altered_tui.i18n import current_language, set_language


@pytest.fixture
def french():
    before = current_language()
    set_language("fr")
    try:
        yield
    finally:
        set_language(before)
