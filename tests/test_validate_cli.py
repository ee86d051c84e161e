"""`altered-tui validate`, and deck errors in `simulate` and `play`: PATH:LINE: message, exit 1, no traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from altered_tui.cli import main
from altered_tui.cards.pool import decks_dir
from tests.cards.helpers import (BR_HERO, LY_HERO, LYRA_CARD, character_yaml, common, deck_txt, deck_yaml,
                                 legal_entries, rare, unique, write, write_constructed_cards)

REPO_CARDS = Path(__file__).resolve().parents[1] / "cards"
KAPPA = character_yaml("Kappa", ("T_KAPPA_C", "common"))


def run_validate(capsys, *paths) -> tuple[int, str]:
    code = main(["validate", *map(str, paths)])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out + err


# Each case writes its input under tmp and returns (paths to validate, expected PATH[:LINE], words in the message).
def _not_yaml(tmp):
    p = write(tmp / "bad.yaml", "name: Kappa\n  type: hero\n")
    return [p], f"{p}:2", "not valid YAML"


def _prose(tmp):
    p = write(tmp / "notes.yaml", "Some notes,\nnot a card.\n")
    return [p], f"{p}:1", "expected a mapping"


def _empty(tmp):
    p = write(tmp / "empty.yaml", "")
    return [p], f"{p}", "is empty"


def _binary(tmp):
    p = write(tmp / "card.yaml", b"\x7fELF\x02\x01\x01\x00\x00")
    return [p], f"{p}", "binary"


def _non_utf8(tmp):
    p = write(tmp / "card.yaml", "name: Kappa\ntype: character\nsubtypes: [Caf\xe9]\n".encode("latin-1"))
    return [p], f"{p}:3", "UTF-8"


def _missing(tmp):
    return [tmp / "nowhere"], f"{tmp / 'nowhere'}", "no such file"


def _folder_without_cards(tmp):
    write(tmp / "empty" / "readme.md", "nothing here\n")
    return [tmp / "empty"], f"{tmp / 'empty'}", "no card files or decks"


def _unknown_field(tmp):
    p = write(tmp / "kappa.yaml", KAPPA + "    colour: blue\n")
    return [p], f"{p}:12", "versions.0.colour: unknown field"


def _wrong_type(tmp):
    p = write(tmp / "kappa.yaml", KAPPA.replace("hand_cost: 1", "hand_cost: three"))
    return [p], f"{p}:7", "versions.0.hand_cost:"


def _unknown_card_type(tmp):
    p = write(tmp / "kappa.yaml", KAPPA.replace("type: character", "type: wizard"))
    return [p], f"{p}:2", "type:"


def _duplicate_key(tmp):
    p = write(tmp / "kappa.yaml", KAPPA + "name: Again\n")
    return [p], f"{p}:12", "name: the key appears twice"


def _duplicate_id_across_files(tmp):
    write(tmp / "a.yaml", KAPPA)
    p = write(tmp / "b.yaml", KAPPA.replace("Kappa", "Copy"))
    return [tmp], f"{p}:4", "T_KAPPA_C is already defined"


def _character_missing_a_stat(tmp):
    p = write(tmp / "kappa.yaml", KAPPA.replace("    water: 1\n", ""))
    return [p], f"{p}:4", "water"


def _deck_case(tmp, name, text):
    write_constructed_cards(tmp / "cards")
    return [tmp / "cards", write(tmp / name, text)]


def _unknown_id_in_yaml_deck(tmp):
    paths = _deck_case(tmp, "d.yaml", deck_yaml(BR_HERO, [("TEST_NOPE", 1)] + legal_entries()))
    return paths, f"{paths[1]}:4", "unknown card id TEST_NOPE"


def _unknown_id_in_txt_deck(tmp):
    paths = _deck_case(tmp, "d.txt", deck_txt(BR_HERO, [("TEST_NOPE", 1)] + legal_entries()))
    return paths, f"{paths[1]}:2", "unknown card id TEST_NOPE"


def _hero_under_cards(tmp):
    paths = _deck_case(tmp, "d.yaml", deck_yaml(BR_HERO, [(LY_HERO, 1)] + legal_entries()))
    return paths, f"{paths[1]}:4", "is a hero"


def _deck_without_hero(tmp):
    text = deck_yaml(BR_HERO, legal_entries()).replace(f"hero: {BR_HERO}\n", "")
    paths = _deck_case(tmp, "decks/d.yaml", text)  # in a decks folder, so it is read as a deck
    return paths, f"{paths[1]}:1", "hero: missing"


def _two_heroes_in_txt(tmp):
    paths = _deck_case(tmp, "d.txt", deck_txt(BR_HERO, [(LY_HERO, 1)] + legal_entries()))
    return paths, f"{paths[1]}:2", "second hero"


BROKEN = {
    "not_yaml": _not_yaml,
    "prose_not_a_mapping": _prose,
    "empty_file": _empty,
    "binary_file": _binary,
    "non_utf8_file": _non_utf8,
    "missing_path": _missing,
    "folder_without_card_files": _folder_without_cards,
    "unknown_field": _unknown_field,
    "word_for_a_number": _wrong_type,
    "unknown_card_type": _unknown_card_type,
    "duplicate_key": _duplicate_key,
    "duplicate_card_id_across_files": _duplicate_id_across_files,
    "character_missing_a_stat": _character_missing_a_stat,
    "unknown_card_id_in_yaml_deck": _unknown_id_in_yaml_deck,
    "unknown_card_id_in_txt_deck": _unknown_id_in_txt_deck,
    "hero_id_under_cards": _hero_under_cards,
    "deck_without_hero": _deck_without_hero,
    "two_heroes_in_txt_deck": _two_heroes_in_txt,
}


@pytest.mark.parametrize("case", BROKEN.values(), ids=BROKEN.keys())
def test_validate_prints_path_line_and_message_and_exits_1(tmp_path, capsys, case):
    paths, where, words = case(tmp_path)
    code, out = run_validate(capsys, *paths)
    assert code == 1
    assert any(line.startswith(f"{where}: ") and words in line for line in out.splitlines()), out
    assert out.splitlines()[-1].startswith("failed: ")


ILLEGAL = {  # rule: (entries, the entry at fault's line or the cards: line)
    "1.1.4.c": ([(common(k), 3) for k in range(1, 13)], 3),
    "1.1.4.d": (legal_entries() + [(LYRA_CARD, 1)], 17),
    "1.1.4.e": (legal_entries() + [(rare(1), 1)], 17),
    "1.1.4.f": ([(rare(k), 3) for k in range(1, 6)] + [(rare(6), 1)]
                + [(common(k), 3) for k in range(7, 15)], 9),
    "1.1.4.g": (legal_entries() + [(unique(k), 1) for k in range(14, 18)], 20),
}


@pytest.mark.parametrize("rule", ILLEGAL)
def test_validate_reports_each_1_1_4_rule_at_its_line_and_exits_1(tmp_path, capsys, rule):
    entries, line = ILLEGAL[rule]
    paths = _deck_case(tmp_path, "d.yaml", deck_yaml(BR_HERO, entries))
    code, out = run_validate(capsys, *paths)
    assert code == 1
    assert f"{paths[1]}:{line}: " in out and f"(CR {rule})" in out, out


def test_validate_warns_about_an_illegal_practice_deck_and_exits_0(tmp_path, capsys):
    paths = _deck_case(tmp_path, "d.yaml", deck_yaml(BR_HERO, [(common(1), 5)], practice=True))
    code, out = run_validate(capsys, *paths)
    assert code == 0
    assert f"{paths[1]}:4: warning: " in out and "(CR 1.1.4.e)" in out
    assert out.splitlines()[-1].startswith("ok: ")


def test_validate_accepts_a_legal_deck_list_with_a_summary(tmp_path, capsys):
    paths = _deck_case(tmp_path, "d.txt", deck_txt(BR_HERO, legal_entries()))
    code, out = run_validate(capsys, *paths)
    assert (code, out) == (0, "ok: 28 card files (68 versions), 1 deck\n")


def test_validate_passes_on_the_repository_cards(capsys):
    code, out = run_validate(capsys, REPO_CARDS)
    assert code == 0, out
    decks = sorted(p.name for p in decks_dir().glob("*.yaml"))
    practice = [d for d in decks if "practice" in d]
    assert f"{len(decks)} decks ({len(practice)} practice" in out.splitlines()[-1]


def test_validate_checks_a_bundled_deck_alone_against_the_bundled_pool(capsys):
    code, out = run_validate(capsys, decks_dir() / "bravos-practice.yaml")
    assert code == 0, out
    assert "warning:" in out and out.splitlines()[-1].startswith("ok: 0 card files")


def test_validate_reports_every_broken_file_in_one_run(tmp_path, capsys):
    for case in (_not_yaml, _empty, _binary, _wrong_type):
        case(tmp_path / case.__name__)
    code, out = run_validate(capsys, tmp_path)
    assert (code, out.splitlines()[-1]) == (1, "failed: 4 problems in 4 files")


def test_validate_from_the_command_line_shows_no_traceback(tmp_path):
    binary = write(tmp_path / "card.yaml", bytes(range(256)))
    run = subprocess.run([sys.executable, "-m", "altered_tui.cli", "validate", str(binary)],
                         capture_output=True, text=True, timeout=60)
    assert (run.returncode, run.stdout) == (1, f"{binary}: is a binary file, not text\nfailed: 1 problem in 1 file\n")
    assert "Traceback" not in run.stderr


BROKEN_DECK = deck_yaml(BR_HERO, [(common(1), "three")])  # type: ignore[list-item]


@pytest.mark.parametrize("command", ["simulate", "play"])
def test_broken_deck_file_is_one_error_line_and_exit_1(tmp_path, capsys, command):
    broken = write(tmp_path / "d.yaml", BROKEN_DECK)
    code = main([command, str(broken), str(decks_dir() / "lyra-practice.yaml")])
    out, err = capsys.readouterr()
    assert code == 1
    assert err.startswith(f"error: {broken}:4: cards.{common(1)}: ") and err.count("\n") == 1, err
    assert "Traceback" not in out + err


@pytest.mark.parametrize("command", ["simulate", "play"])
def test_deck_list_with_unknown_id_is_one_error_line_and_exit_1(tmp_path, capsys, command):
    broken = write(tmp_path / "d.txt", "1 ALT_CORE_B_BR_01_C\n3 NOT_A_CARD\n")
    code = main([command, str(broken), str(decks_dir() / "lyra-practice.yaml")])
    _, err = capsys.readouterr()
    assert (code, err) == (1, f"error: {broken}:2: cards: unknown card id NOT_A_CARD\n")


def test_validate_searches_folders_for_deck_lists_only_in_decks_folders(tmp_path, capsys):
    write(tmp_path / "notes.txt", "not a deck\n")
    deck = write(tmp_path / "decks" / "list.txt", "1 ALT_CORE_B_BR_01_C\n3 TEST_NOPE\n")
    for folder in (tmp_path, tmp_path / "decks"):
        code, out = run_validate(capsys, folder)
        assert (code, out.splitlines()[0]) == (1, f"{deck}:2: cards: unknown card id TEST_NOPE")
        assert "notes.txt" not in out


def test_validate_reads_a_yaml_mapping_with_a_hero_as_a_deck(tmp_path, capsys):
    deck = write(tmp_path / "mine.yml", "name: Mine\nhero: ALT_CORE_B_BR_01_C\ncards:\n  TEST_NOPE: 3\n")
    code, out = run_validate(capsys, deck)
    assert (code, out.splitlines()[0]) == (1, f"{deck}:4: cards: unknown card id TEST_NOPE")
