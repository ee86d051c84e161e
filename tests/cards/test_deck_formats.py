"""Deck formats: standard is CR 1.1.4 as it is; No Unique (nuc) and Singleton each add one
rule to it, and `validate` and `play` take `--format`."""

from __future__ import annotations

import pytest

from altered_tui.cards.decks import DeckFormat, load_deck
from altered_tui.cards.yamlsource import InputError
from altered_tui.cli import main
from tests.cards.helpers import BR_HERO, common, deck_yaml, legal_entries, rare, unique, write


def _problems(path, pool, deck_format):
    with pytest.raises(InputError) as caught:
        load_deck(path, pool, constructed=True, deck_format=deck_format)
    return [p.message for p in caught.value.problems]


def test_nuc_refuses_a_single_unique_card_that_standard_allows(tmp_path, pool):
    entries = legal_entries()[1:] + [(common(1), 2), (unique(14), 1)]
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries))
    assert load_deck(path, pool, constructed=True).legal  # standard: up to 3 uniques
    [message] = _problems(path, pool, DeckFormat.NUC)
    assert message.startswith(f"{unique(14)}: ") and "No Unique format" in message


def test_nuc_accepts_a_deck_without_uniques(tmp_path, pool):
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, legal_entries()))
    assert load_deck(path, pool, constructed=True, deck_format=DeckFormat.NUC).legal


def test_singleton_allows_one_copy_of_each_name_counted_across_versions(tmp_path, pool):
    one_each = [(common(k), 1) for k in range(1, 13)]
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, legal_entries()))
    assert load_deck(path, pool, constructed=True).legal
    messages = _problems(path, pool, DeckFormat.SINGLETON)
    assert messages and all("at most 1 of one name (the Singleton format)" in m for m in messages)
    # a rare version of a name already in the deck is a second copy of that name
    entries = one_each + [(rare(1), 1)]
    path = write(tmp_path / "e.yaml", deck_yaml(BR_HERO, entries))
    deck = load_deck(path, pool, deck_format=DeckFormat.SINGLETON)
    assert any(p.message.startswith(f"{rare(1)}: brings") and "Singleton" in p.message
               for p in deck.legality)


def test_validate_takes_the_format_and_names_its_rule(capsys):
    from altered_tui.cards.pool import decks_dir

    deck = str(decks_dir() / "bravos-starter.yaml")  # three copies of several names
    assert main(["validate", deck]) == 0
    assert main(["validate", "--format", "nuc", deck]) == 0  # it holds no Unique card
    capsys.readouterr()
    assert main(["validate", "--format", "singleton", deck]) == 1
    out = capsys.readouterr().out
    assert f"{deck}:" in out and "(the Singleton format)" in out


def test_play_refuses_a_deck_that_breaks_its_format(capsys):
    from altered_tui.cards.pool import decks_dir

    deck = str(decks_dir() / "bravos-starter.yaml")
    assert main(["play", deck, deck, "--format", "singleton"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "(the Singleton format)" in err and "Traceback" not in err
