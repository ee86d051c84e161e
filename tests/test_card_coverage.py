"""Every card version in cards/ has a test of its own, in the test file that mirrors its card
file (cards/<faction>/<card>.yaml is tested in tests/cards/<faction>/test_<card>.py), and the
bundled decks are legal."""

import re
from pathlib import Path

from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import data_dir, decks_dir, default_pool

CARD_TESTS = Path(__file__).parent / "cards"


def card_test_file(card_file: Path) -> Path:
    """Where the tests of a card file live: the same faction folder, the name in snake case."""
    faction = card_file.parent.name
    return CARD_TESTS / faction / f"test_{card_file.stem.replace('-', '_')}.py"


def _test_names(path: Path) -> str:
    """The names of the test functions in one file (empty if there is no such file)."""
    return "\n".join(re.findall(r"def (test_\w+)", path.read_text().lower())) if path.is_file() else ""


def test_every_card_version_and_token_has_a_test_naming_its_id_in_its_card_test_file():
    names: dict[Path, str] = {}
    missing = []
    for d in default_pool():
        test_file = card_test_file(Path(d.source))
        if test_file not in names:
            names[test_file] = _test_names(test_file)
        # The id must end where the name's word does: a test of ..._R2 does not cover ..._R.
        if not re.search(re.escape(d.id.lower()) + "(?![0-9a-z])", names[test_file]):
            missing.append(f"{d.id} ({test_file.relative_to(CARD_TESTS.parent.parent)})")
    assert not missing, f"{len(missing)} card versions without a test: {sorted(missing)[:20]}"


def test_every_card_test_file_mirrors_a_card_file():
    card_files = {card_test_file(Path(d.source)) for d in default_pool()}
    strays = sorted(str(p.relative_to(CARD_TESTS)) for p in CARD_TESTS.glob("*/test_*.py")
                    if p not in card_files)
    assert not strays, f"card tests without a card file of that name in {data_dir()}: {strays}"


def test_bundled_starter_decks_are_legal_constructed_decks():
    pool = default_pool()
    starters = sorted(decks_dir().glob("*-starter.yaml"))
    assert len(starters) == 6
    for path in starters:
        deck = load_deck(path, pool, constructed=True)
        assert deck.legal and not deck.practice, (path, deck.legality)
        assert deck.size >= 39


def test_the_bundled_gretel_rust_deck_is_a_legal_roots_of_corruption_feats_deck():
    pool = default_pool()
    deck = load_deck(decks_dir() / "gretel-rust-feats.yaml", pool, constructed=True)
    assert deck.legal and not deck.practice, deck.legality
    assert deck.size >= 39 and pool[deck.hero].name == "Gretel & Rust"
    feats = [cid for cid in deck.card_list() if "Feat" in pool[cid].subtypes]
    assert len(feats) >= 6  # Gretel & Rust creates Rust at Noon only while a Feat is in play
