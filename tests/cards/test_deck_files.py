"""Reading decks (YAML and community deck-list .txt): unknown or misplaced ids name file and line."""

from __future__ import annotations

import pytest

from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import decks_dir, default_pool
from altered_tui.cards.yamlsource import InputError, Problem
from tests.cards.helpers import (BR_HERO, DECK_FIRST_ENTRY_LINE, LY_HERO, common, deck_txt, deck_yaml,
                                 legal_entries, write)


def problems_of(path, pool) -> list[Problem]:
    with pytest.raises(InputError) as caught:
        load_deck(path, pool)
    return caught.value.problems


def test_yaml_deck_loads_in_file_order(tmp_path, pool):
    deck = load_deck(write(tmp_path / "d.yaml", deck_yaml(BR_HERO, legal_entries())), pool)
    assert (deck.name, deck.hero, deck.size, deck.cards[0]) == ("Test deck", BR_HERO, 39, (common(1), 3))
    assert (deck.legal, deck.practice, deck.source) == (True, False, str(tmp_path / "d.yaml"))


def test_txt_deck_list_loads_with_its_hero_among_the_cards(tmp_path, pool):
    text = "# exported deck\n" + deck_txt(BR_HERO, legal_entries())
    deck = load_deck(write(tmp_path / "list.txt", text), pool)
    assert (deck.name, deck.hero, deck.size, deck.legal) == ("list", BR_HERO, 39, True)
    assert deck.cards == tuple(legal_entries())


def test_txt_deck_list_adds_up_repeated_ids_and_accepts_3x_and_crlf(tmp_path, pool):
    text = f"1 {BR_HERO}\r\n2x {common(1)}\r\n1 {common(1)}  # one more\r\n"
    deck = load_deck(write(tmp_path / "list.txt", text), pool)
    assert deck.cards == ((common(1), 3),)


def test_unknown_card_id_in_yaml_deck_names_its_line(tmp_path, pool):
    entries = legal_entries() + [("TEST_NOPE", 1)]
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries))
    line = DECK_FIRST_ENTRY_LINE + len(entries) - 1
    assert problems_of(path, pool) == [Problem(str(path), line, "cards: unknown card id TEST_NOPE")]


def test_unknown_card_id_in_txt_deck_names_its_line(tmp_path, pool):
    path = write(tmp_path / "d.txt", deck_txt(BR_HERO, [(common(1), 3), ("TEST_NOPE", 2)]))
    assert problems_of(path, pool) == [Problem(str(path), 3, "cards: unknown card id TEST_NOPE")]


def test_unknown_hero_id_names_the_hero_line(tmp_path, pool):
    path = write(tmp_path / "d.yaml", deck_yaml("TEST_NOPE", legal_entries()))
    assert problems_of(path, pool) == [Problem(str(path), 2, "hero: unknown card id TEST_NOPE")]


def test_unparsable_txt_line_is_named(tmp_path, pool):
    path = write(tmp_path / "d.txt", f"1 {BR_HERO}\nthree {common(1)}\n")
    [problem] = problems_of(path, pool)
    assert (problem.line, "COUNT CARD_ID" in problem.message) == (2, True)


def test_every_problem_of_a_txt_deck_is_reported_at_once(tmp_path, pool):
    path = write(tmp_path / "d.txt", deck_txt(None, [("TEST_NOPE", 1), (common(1), 0)]))
    assert [(p.line, p.message.split(":")[0]) for p in problems_of(path, pool)] == [
        (1, "hero"), (1, "cards"), (2, "cards")]


def test_unknown_deck_field_is_refused(tmp_path, pool):
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, legal_entries()) + "format: standard\n")
    assert problems_of(path, pool) == [Problem(str(path), 17, "format: unknown field")]


def test_count_that_is_not_a_number_names_the_card(tmp_path, pool):
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, [(common(1), "three")]))  # type: ignore[list-item]
    [problem] = problems_of(path, pool)
    assert (problem.line, problem.message.split(":")[0]) == (4, f"cards.{common(1)}")


def test_zero_count_is_refused(tmp_path, pool):
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, [(common(1), 0)]))
    assert problems_of(path, pool) == [Problem(str(path), 4, f"cards: {common(1)}: count must be 1 or more")]


@pytest.mark.parametrize("name", ["empty.txt", "empty.yaml"])
def test_empty_deck_file_has_no_line(tmp_path, pool, name):
    path = write(tmp_path / name, "\n")
    assert problems_of(path, pool) == [Problem(str(path), None, "is empty")]


def test_binary_deck_list_is_refused(tmp_path, pool):
    [problem] = problems_of(write(tmp_path / "d.txt", b"\x00\x01\x02"), pool)
    assert (problem.line, "binary" in problem.message) == (None, True)


def test_missing_deck_file(tmp_path, pool):
    path = tmp_path / "nowhere.txt"
    assert problems_of(path, pool) == [Problem(str(path), None, "no such file")]


def test_practice_field_is_read(tmp_path, pool):
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, [(common(1), 3)], practice=True))
    deck = load_deck(path, pool, constructed=True)
    assert (deck.practice, deck.legal) == (True, False)


def test_practice_must_be_true_or_false(tmp_path, pool):
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, legal_entries()) + "practice: often\n")
    [problem] = problems_of(path, pool)
    assert (problem.line, problem.message.split(":")[0]) == (17, "practice")


@pytest.mark.parametrize("name", ["bravos-practice.yaml", "lyra-practice.yaml"])
def test_bundled_decks_are_marked_practice_and_load_as_constructed(name):
    deck = load_deck(decks_dir() / name, default_pool(), constructed=True)
    assert deck.practice and not deck.legal  # their comments say why they break CR 1.1.4


def test_second_hero_is_named_even_with_ly_hero(tmp_path, pool):
    # Heroes of other factions are still heroes: the .txt reader spots them by type.
    path = write(tmp_path / "d.txt", deck_txt(BR_HERO, [(LY_HERO, 1)] + legal_entries()))
    [problem] = problems_of(path, pool)
    assert (problem.line, problem.message.startswith(f"{LY_HERO}: a second hero")) == (2, True)
