"""Messages quote files with care: a value of 900 KB is cut, not echoed whole, and a deck
path that points at some other file (a password file, credentials) is refused without
quoting any of its lines."""

from __future__ import annotations

import json

from altered_tui.cards.pool import decks_dir
from altered_tui.cli import main
from tests.cards.helpers import write

OTHER = str(decks_dir() / "lyra-starter.yaml")
HUGE = "A" * 900_000


def _errors(capsys, *args: str) -> list[str]:
    assert main(list(args)) == 1
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return captured.err.splitlines()


def test_a_900_kb_hero_id_is_cut_in_the_message(tmp_path, capsys):
    deck = write(tmp_path / "deck.yaml", f"name: Big\nhero: {HUGE}\ncards:\n  B: 3\n")
    errors = _errors(capsys, "simulate", str(deck), OTHER)
    assert errors[0].startswith(f"error: {deck}:2: hero: unknown card id AAAA")
    assert errors[0].endswith("... (900,000 characters)")
    assert all(len(line) < 300 for line in errors)


def test_a_900_kb_card_id_in_a_deck_list_is_cut_in_the_message(tmp_path, capsys):
    deck = write(tmp_path / "deck.txt", f"1 {HUGE}\n")
    errors = _errors(capsys, "simulate", str(deck), OTHER)
    assert f"error: {deck}:1: cards: unknown card id " in "\n".join(errors)
    assert all(len(line) < 300 for line in errors)


def test_a_900_kb_ability_kind_is_cut_in_the_message(tmp_path, capsys):
    card = write(tmp_path / "card.yaml", "name: X\ntype: character\nversions:\n  - id: T_X_C\n"
                                         f"    abilities: [{{kind: {HUGE}}}]\n")
    assert main(["validate", str(card)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{card}:5: versions.0.abilities.0: unknown kind 'AAAA")
    assert "(900,000 characters)" in out[0] and len(out[0]) < 300


def test_a_save_holding_a_900_kb_value_is_refused_in_one_short_line(tmp_path, capsys):
    save = write(tmp_path / "match.json", json.dumps({"format_version": HUGE}))
    errors = _errors(capsys, "resume", str(save))
    assert len(errors) == 1 and errors[0].startswith(f"error: {save}: ")
    assert len(errors[0]) < 1000


def test_a_deck_list_path_to_another_file_quotes_none_of_it(tmp_path, capsys):
    other = write(tmp_path / "accounts.txt", "root:x:0:0:root:/root:/bin/bash\n"
                                             "SECRET=hunter2\n")
    errors = _errors(capsys, "simulate", str(other), OTHER)
    assert errors == [f"error: {other}: is not a deck list: no line reads 'COUNT CARD_ID' "
                      f"(e.g. 3 ALT_CORE_B_BR_04_C)"]


def test_a_yaml_deck_path_to_another_file_quotes_none_of_it(tmp_path, capsys):
    other = write(tmp_path / "credentials.yaml", "aws_access_key_id: AKIAEXAMPLE\n"
                                                 "password: hunter2\n")
    errors = _errors(capsys, "play", str(other), OTHER)
    assert errors == [f"error: {other}: is not a deck: it has no name, hero or cards field"]


def test_a_deck_list_with_thousands_of_bad_lines_names_a_few_by_number_only(tmp_path, capsys):
    lines = ["1 NOT_A_CARD"]  # one line of the deck-list form among them
    lines += [f"secret line {i}" for i in range(5000)]
    deck = write(tmp_path / "deck.txt", "\n".join(lines) + "\n")
    errors = _errors(capsys, "simulate", str(deck), OTHER)
    bad = [e for e in errors if "COUNT CARD_ID" in e]
    assert len(bad) == 10 and bad[0] == f"error: {deck}:2: expected 'COUNT CARD_ID' (e.g. 3 " \
                                         f"ALT_CORE_B_BR_04_C)"
    assert f"error: {deck}:12: and 4,990 more lines like these" in errors
    assert "secret" not in "\n".join(errors)
