"""A deck that names a stored Unique card: the card version is built from its record and
the deck loads and plays; a Unique whose parts are not all known is refused, naming them."""

from __future__ import annotations

from pathlib import Path

import pytest

from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import CardPool, decks_dir, default_pool
from altered_tui.cards.unique_records import read_records, record_yaml
from altered_tui.cards.unique_source import UniqueSource
from altered_tui.cards.yamlsource import InputError
from altered_tui.cli import _load_decks
from altered_tui.engine import new_game, state_hash
from altered_tui.engine.types import Zone
from altered_tui.engine.zones import move
from altered_tui.saves.recorder import Recorder
from altered_tui.saves.replay import rebuild
from altered_tui.saves.selfplay import play_on
from altered_tui.saves.store import read_save
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
    pool.unique_source = UniqueSource(UniqueStore().get)
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


def _carrying(tmp_path: Path, record_text: str) -> Path:
    """The Axiom starter with Ogun added, its record written into the deck file itself."""
    path = _deck_with(tmp_path, "axiom-starter.yaml", OGUN)
    path.write_text(path.read_text(encoding="utf-8") + "uniques:\n" + record_text,
                    encoding="utf-8")
    return path


def _record_item(record) -> str:
    """One record, in the form `uniques add` keeps, as an item of the deck's list."""
    first, *rest = record_yaml(record).splitlines()
    return "".join(f"{prefix}{line}\n" for prefix, line in
                   [("  - ", first), *(("    ", line) for line in rest)])


def test_a_deck_file_carrying_its_unique_records_plays_where_none_is_stored(tmp_path):
    pool = CardPool(default_pool().defs)  # no store at all
    deck = load_deck(_carrying(tmp_path, _record_item(RECORDS[OGUN])), pool, constructed=True)
    assert deck.legal and pool[OGUN].name == "Ogun"
    assert deck.uniques == (RECORDS[OGUN],)
    g = new_game(deck, load_deck(decks_dir() / "lyra-starter.yaml", pool), pool, seed=3)
    assert any(c.card_id == OGUN for c in g.cards.values())


def test_a_bad_carried_record_is_one_line_naming_its_file_and_line(tmp_path):
    item = _record_item(RECORDS[OGUN]).replace("hand_cost: 2", "hand_cost: two")
    path = _carrying(tmp_path, item)
    with pytest.raises(InputError) as caught:
        load_deck(path, CardPool(default_pool().defs))
    (problem,) = caught.value.problems
    lines = path.read_text(encoding="utf-8").splitlines()
    line = next(n for n, text in enumerate(lines, start=1) if "hand_cost: two" in text)
    assert (problem.path, problem.line) == (str(path), line)
    assert "hand_cost" in problem.message


def test_a_save_holds_its_decks_unique_records_and_replays_where_none_is_stored(tmp_path):
    UniqueStore().add([RECORDS[OGUN]])
    pool = _pool()
    decks = (load_deck(_deck_with(tmp_path, "axiom-starter.yaml", OGUN), pool),
             load_deck(decks_dir() / "lyra-starter.yaml", pool))
    g = new_game(decks[0], decks[1], pool, seed=4, names=("Ann", "Bob"))
    recorder = Recorder.start(decks, 4, ("Ann", "Bob"), g, tmp_path)
    g = play_on(g, recorder, 4)
    recorder.close()
    UniqueStore().remove([OGUN])
    elsewhere = CardPool(default_pool().defs)  # another machine: no store, no Ogun
    saved = read_save(recorder.path)
    rebuilt = rebuild(saved, elsewhere, recorder.path)
    assert elsewhere[OGUN].name == "Ogun"
    assert state_hash(rebuilt.state) == state_hash(g)
