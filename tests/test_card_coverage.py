"""Every card version in cards/ has a test of its own, and the bundled decks are legal."""

import re
from pathlib import Path

from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import decks_dir, default_pool

TESTS = Path(__file__).parent


def _card_test_names() -> str:
    """The names of every test function in the per-card test folders."""
    names = []
    for path in TESTS.glob("cards_*/test_*.py"):
        names += re.findall(r"def (test_\w+)", path.read_text().lower())
    return "\n".join(names)


def test_every_card_version_and_token_has_a_test_naming_its_id():
    names = _card_test_names()
    # The id must end where the name's word does: a test of ..._R2 does not cover ..._R.
    missing = sorted(d.id for d in default_pool()
                     if not re.search(re.escape(d.id.lower()) + "(?![0-9a-z])", names))
    assert not missing, f"{len(missing)} card versions without a test: {missing[:20]}"


def test_bundled_starter_decks_are_legal_constructed_decks():
    pool = default_pool()
    starters = sorted(decks_dir().glob("*-starter.yaml"))
    assert len(starters) == 6
    for path in starters:
        deck = load_deck(path, pool, constructed=True)
        assert deck.legal and not deck.practice, (path, deck.legality)
        assert deck.size >= 39
