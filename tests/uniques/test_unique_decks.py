"""A deck that names a stored Unique card: the card version is built from its record and
the deck loads and plays; a Unique whose parts are not all known is refused, naming them."""

from __future__ import annotations

from pathlib import Path

import pytest

from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import CardPool, decks_dir, default_pool
from altered_tui.cards.unique_records import read_records
from altered_tui.cards.yamlsource import InputError
from altered_tui.cli import _load_decks
from altered_tui.engine import new_game
from altered_tui.engine.types import Zone
from altered_tui.engine.zones import move
from altered_tui.uniques.store import UniqueStore

from tests.abilities.support import act, options, play, refresh, set_mana

RECORDS = {r.reference: r for r in read_records(Path(__file__).parent.parent / "data" / "uniques"
                                                / "first-sets.yaml")}
OGUN = "ALT_COREKS_B_AX_06_U_5"  # Axiom by its serial
TINY_JINN = "ALT_COREKS_B_BR_06_U_1"  # Bravos by its serial


def _deck_with(tmp_path: Path, starter: str, unique: str) -> Path:
    text = (decks_dir() / starter).read_text(encoding="utf-8")
    path = tmp_path / f"with-{unique}.yaml"
    path.write_text(text.replace("cards:\n", f"cards:\n  {unique}: 1\n", 1), encoding="utf-8")
    return path


def _pool() -> CardPool:
    pool = CardPool(default_pool().defs)  # a pool of its own: the Unique is added to it
    pool.unique_source = UniqueStore().get
    return pool


def test_a_deck_with_a_stored_unique_loads_and_the_unique_plays(tmp_path):
    UniqueStore().add([RECORDS[OGUN]])
    pool = _pool()
    deck = load_deck(_deck_with(tmp_path, "axiom-starter.yaml", OGUN), pool, constructed=True)
    assert dict(deck.cards)[OGUN] == 1 and deck.legal
    other = load_deck(decks_dir() / "lyra-starter.yaml", pool)
    g = new_game(deck, other, pool, seed=3)
    while g.pending.kind == "setup_mana":
        act(g, options(g)[0])
    ogun = next(cid for cid, c in g.cards.items() if c.card_id == OGUN)
    p = g.cards[ogun].owner
    if g.pending.player != p:
        act(g, "pass")
    assert g.pending.player == p
    if g.cards[ogun].zone is not Zone.HAND:
        move(g, ogun, Zone.HAND, controller=p)
    set_mana(g, p, 5)
    refresh(g)
    play(g, ogun)
    # its second {J} line offers to put a card from hand in Reserve
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.cards[ogun].zone is Zone.EXPEDITION
    assert g.pending.kind == "may" and g.pending.player == p


def test_the_play_command_reads_stored_uniques(tmp_path):
    UniqueStore().add([RECORDS[OGUN]])
    pool = CardPool(default_pool().defs)
    from altered_tui.cli import _load_pool
    pool.unique_source = _load_pool().unique_source
    decks = _load_decks([str(_deck_with(tmp_path, "axiom-starter.yaml", OGUN)),
                         str(decks_dir() / "lyra-starter.yaml")], pool, constructed=True)
    assert OGUN in dict(decks[0].cards) and pool[OGUN].name == "Ogun"


def test_a_stored_unique_with_parts_not_known_is_refused_naming_them(tmp_path):
    # part 3 (a trigger no source words) and 797 (a Roots of Corruption trigger) in its lines
    unknown = RECORDS[TINY_JINN].model_copy(update={"main": [(3, 191, 119), (797, 181, 96)]})
    UniqueStore().add([unknown])
    with pytest.raises(InputError) as caught:
        load_deck(_deck_with(tmp_path, "bravos-starter.yaml", TINY_JINN), _pool())
    message = str(caught.value)
    assert "its abilities are not known here (parts 3, 797), so it cannot be played" in message


def test_a_unique_not_stored_is_refused_as_before(tmp_path):
    with pytest.raises(InputError) as caught:
        load_deck(_deck_with(tmp_path, "axiom-starter.yaml", OGUN), _pool())
    assert "its abilities are not known here, so it cannot be played" in str(caught.value)


def test_validate_accepts_a_deck_with_a_stored_unique(tmp_path, capsys):
    from altered_tui.cli import main
    deck = _deck_with(tmp_path, "axiom-starter.yaml", OGUN)
    assert main(["validate", str(deck)]) == 1  # not stored yet: refused
    assert "its abilities are not known here" in capsys.readouterr().out
    UniqueStore().add([RECORDS[OGUN]])
    assert main(["validate", str(deck)]) == 0, capsys.readouterr().out
