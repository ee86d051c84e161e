"""Text from files never reaches the terminal as control characters: a card name holding
ESC sequences (which could clear the screen, retitle the window or fake a prompt) is refused
at load, and whatever a message or a listing quotes from a file is shown with its control
characters written out (\\x1b)."""

from __future__ import annotations

import unicodedata

from altered_tui import cli
from altered_tui.cards.decks import load_deck
from altered_tui.cards.models import CardDef, CardType, Faction, Rarity
from altered_tui.cards.pool import CardPool, decks_dir, default_pool
from altered_tui.cli import main
from tests.cards.helpers import write

ESCAPES = "\x1b[2J\x1b]0;owned\x07\r"


def _controls(text: str) -> set[str]:
    return {ch for ch in text if unicodedata.category(ch) == "Cc" and ch != "\n"}


def test_a_card_name_holding_escape_sequences_is_refused_at_its_line(tmp_path, capsys):
    path = write(tmp_path / "evil.yaml", 'type: character\nname: "Evil\\e[2J\\e]0;pwn\\a"\n')
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert _controls(out) == set()
    assert out.splitlines()[0] == f"{path}:2: a text holds the control character '\\x1b'"


def test_cards_shows_a_name_from_a_file_without_its_control_characters_or_markup(
        monkeypatch, capsys):
    evil = CardDef(id="EVIL_1_C", name=f"Evil{ESCAPES}[bold red]Red", type=CardType.CHARACTER,
                   faction=Faction.BR, rarity=Rarity.COMMON, hand_cost=1, reserve_cost=1)
    monkeypatch.setattr(cli, "_load_pool", lambda: CardPool({evil.id: evil}))
    assert main(["cards", "--brief"]) == 0
    out = capsys.readouterr().out
    assert _controls(out) == set()
    assert "Evil\\x1b[2J\\x1b]0;owned\\x07\\r[bold red]Red" in out  # written out, not markup


def test_an_error_quoting_a_card_id_from_a_deck_writes_its_escapes_out(tmp_path, capsys):
    hero = default_pool().tokens()[0].id  # any id: the unknown one is reported first
    deck = write(tmp_path / "deck.yaml",
                 f'name: Evil\nhero: {hero}\ncards:\n  "X\\e[2JY": 3\n')
    assert main(["simulate", str(deck), str(decks_dir() / "lyra-starter.yaml")]) == 1
    err = capsys.readouterr().err
    assert _controls(err) == set() and "Traceback" not in err
    assert f"{deck}:4: cards: unknown card id X\\x1b[2JY" in err


def test_a_deck_list_named_by_a_file_name_with_escapes_gets_a_printable_name(tmp_path):
    starter = load_deck(decks_dir() / "bravos-starter.yaml", default_pool())
    deck_text = f"1 {starter.hero}\n" + "".join(f"{n} {cid}\n" for cid, n in starter.cards)
    path = write(tmp_path / f"evil{ESCAPES}.txt", deck_text)
    deck = load_deck(path, default_pool())
    assert _controls(deck.name) == set()
    assert deck.name == "evil\\x1b[2J\\x1b]0;owned\\x07\\r"
