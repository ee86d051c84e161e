"""Constructed-deck legality, CR 1.1.4 b-g.

1.1.4.b (one hero) is checked whenever a deck is read, since a game needs its hero.
The others are limits of constructed play: load_deck(constructed=True) refuses a deck that
breaks one unless the deck says `practice: true`; the problem points at the card that
goes over the limit.
"""

from __future__ import annotations

import pytest

from altered_tui.cards.decks import load_deck
from altered_tui.cards.yamlsource import InputError, Problem
from tests.cards.helpers import (BR_HERO, DECK_FIRST_ENTRY_LINE, LYRA_CARD, common, deck_txt, deck_yaml,
                                 exalted, legal_entries, rare, unique, write)


def constructed_problems(path, pool) -> list[Problem]:
    with pytest.raises(InputError) as caught:
        load_deck(path, pool, constructed=True)
    return caught.value.problems


def entry_line(entries, card_id) -> int:
    return DECK_FIRST_ENTRY_LINE + [cid for cid, _ in entries].index(card_id)


def test_1_1_4_a_legal_deck_of_39_cards_of_the_heros_faction_loads(tmp_path, pool):
    deck = load_deck(write(tmp_path / "d.yaml", deck_yaml(BR_HERO, legal_entries())), pool, constructed=True)
    assert (deck.legal, deck.legality) == (True, ())


def test_1_1_4_b_hero_listed_among_the_cards_is_refused(tmp_path, pool):
    entries = legal_entries() + [("TEST_LY_HERO", 1)]
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries))
    [problem] = constructed_problems(path, pool)
    assert (problem.path, problem.line) == (str(path), entry_line(entries, "TEST_LY_HERO"))
    assert problem.message.startswith("cards: TEST_LY_HERO is a hero") and "(CR 1.1.4.b)" in problem.message


def test_1_1_4_b_yaml_deck_without_hero_is_refused(tmp_path, pool):
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, legal_entries()).replace(f"hero: {BR_HERO}\n", ""))
    [problem] = constructed_problems(path, pool)
    assert (problem.path, problem.line) == (str(path), 1)
    assert problem.message.startswith("hero: missing") and "(CR 1.1.4.b)" in problem.message


def test_1_1_4_b_txt_deck_without_hero_is_refused(tmp_path, pool):
    path = write(tmp_path / "d.txt", deck_txt(None, legal_entries()))
    [problem] = constructed_problems(path, pool)
    assert problem.message.startswith("hero: missing") and "(CR 1.1.4.b)" in problem.message


def test_1_1_4_b_two_heroes_in_a_txt_deck_list_names_the_second(tmp_path, pool):
    path = write(tmp_path / "d.txt", deck_txt(BR_HERO, legal_entries()) + "1 TEST_LY_HERO\n")
    [problem] = constructed_problems(path, pool)
    assert (problem.path, problem.line) == (str(path), 2 + len(legal_entries()))
    assert "second hero" in problem.message and "(CR 1.1.4.b)" in problem.message


def test_1_1_4_b_two_copies_of_the_hero_in_a_txt_deck_list_is_refused(tmp_path, pool):
    path = write(tmp_path / "d.txt", deck_txt(BR_HERO, legal_entries()).replace("1 ", "2 ", 1))
    [problem] = constructed_problems(path, pool)
    assert (problem.line, "(CR 1.1.4.b)" in problem.message) == (1, True)


def test_1_1_4_b_hero_field_naming_a_character_is_refused(tmp_path, pool):
    path = write(tmp_path / "d.yaml", deck_yaml(common(20), legal_entries()))
    assert constructed_problems(path, pool) == [Problem(str(path), 2, f"hero: {common(20)} is not a hero")]


def test_1_1_4_c_fewer_than_39_other_cards_is_illegal(tmp_path, pool):
    entries = legal_entries()[:-1] + [(common(13), 2)]  # 38
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries))
    [problem] = constructed_problems(path, pool)
    assert (problem.path, problem.line) == (str(path), 3)  # the cards: key
    assert problem.message.startswith("cards: 38 cards") and problem.message.endswith("(CR 1.1.4.c)")


def test_1_1_4_d_card_of_another_faction_is_illegal(tmp_path, pool):
    entries = legal_entries() + [(LYRA_CARD, 1)]
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries))
    [problem] = constructed_problems(path, pool)
    assert (problem.path, problem.line) == (str(path), entry_line(entries, LYRA_CARD))
    assert problem.message.startswith(f"{LYRA_CARD}: ") and problem.message.endswith("(CR 1.1.4.d)")


def test_1_1_4_e_more_than_three_of_a_name_is_illegal(tmp_path, pool):
    # Versions share a name: three commons and one rare of "Card 01" make four.
    entries = legal_entries() + [(rare(1), 1)]
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries))
    [problem] = constructed_problems(path, pool)
    assert (problem.path, problem.line) == (str(path), entry_line(entries, rare(1)))
    assert "Card 01 to 4" in problem.message and problem.message.endswith("(CR 1.1.4.e)")


def test_1_1_4_e_three_of_a_name_across_versions_is_legal(tmp_path, pool):
    entries = legal_entries()[1:] + [(common(1), 1), (rare(1), 1), (unique(1), 1)]
    deck = load_deck(write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries)), pool, constructed=True)
    assert deck.legal


def test_1_1_4_f_more_than_fifteen_rares_is_illegal(tmp_path, pool):
    entries = [(rare(k), 3) for k in range(1, 6)] + [(rare(6), 1)]  # 16 rares
    entries += [(common(k), 3) for k in range(7, 15)]  # and 24 commons: 40 cards
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries))
    [problem] = constructed_problems(path, pool)
    assert (problem.path, problem.line) == (str(path), entry_line(entries, rare(6)))
    assert "rares to 16" in problem.message and problem.message.endswith("(CR 1.1.4.f)")


def test_1_1_4_f_fifteen_rares_is_legal(tmp_path, pool):
    entries = [(rare(k), 3) for k in range(1, 6)] + [(common(k), 3) for k in range(7, 15)]
    assert load_deck(write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries)), pool, constructed=True).legal


def test_1_1_4_g_more_than_three_uniques_is_illegal(tmp_path, pool):
    entries = [(unique(k), 1) for k in range(14, 18)] + legal_entries()  # 4 uniques
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries))
    [problem] = constructed_problems(path, pool)
    assert (problem.path, problem.line) == (str(path), entry_line(entries, unique(17)))
    assert "uniques to 4" in problem.message and problem.message.endswith("(CR 1.1.4.g)")


def test_1_1_4_g_three_uniques_is_legal(tmp_path, pool):
    entries = [(unique(k), 1) for k in range(14, 17)] + legal_entries()
    assert load_deck(write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries)), pool, constructed=True).legal


def test_1_1_4_exalted_cards_are_limited_to_three_besides_rares_and_uniques(tmp_path, pool):
    # README ruling: Exalted is a rarity of its own, limited to 3 like the uniques (1.1.4.g),
    # and it counts toward neither the rares nor the uniques.
    entries = legal_entries() + [(exalted(k), 1) for k in range(21, 25)]  # 4 Exalted
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries))
    [problem] = constructed_problems(path, pool)
    assert (problem.path, problem.line) == (str(path), entry_line(entries, exalted(24)))
    assert "Exalted cards to 4" in problem.message and "Seeds of Unity" in problem.message


def test_1_1_4_three_exalted_cards_count_toward_neither_the_rares_nor_the_uniques(tmp_path, pool):
    entries = [(rare(k), 3) for k in range(1, 6)] + [(unique(k), 1) for k in range(14, 17)]
    entries += [(exalted(k), 1) for k in range(21, 24)] + [(common(k), 3) for k in range(7, 14)]
    deck = load_deck(write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries)), pool, constructed=True)
    assert deck.legal  # 15 rares, 3 uniques, 3 Exalted


def test_1_1_4_rules_apply_to_txt_deck_lists_with_their_lines(tmp_path, pool):
    entries = legal_entries() + [(rare(1), 1)]
    path = write(tmp_path / "d.txt", deck_txt(BR_HERO, entries))
    [problem] = constructed_problems(path, pool)
    assert (problem.line, problem.message.endswith("(CR 1.1.4.e)")) == (2 + len(legal_entries()), True)


def test_illegal_deck_still_loads_for_casual_play_with_its_problems_recorded(tmp_path, pool):
    entries = [(common(1), 5), (LYRA_CARD, 1)]
    deck = load_deck(write(tmp_path / "d.yaml", deck_yaml(BR_HERO, entries)), pool)
    rules = [p.message.rsplit("CR ", 1)[1].rstrip(")") for p in deck.legality]
    assert (deck.legal, rules) == (False, ["1.1.4.c", "1.1.4.e", "1.1.4.d"])


def test_practice_deck_loads_as_constructed_with_its_problems_as_notes(tmp_path, pool):
    path = write(tmp_path / "d.yaml", deck_yaml(BR_HERO, [(common(1), 5)], practice=True))
    deck = load_deck(path, pool, constructed=True)
    assert deck.practice and [p.line for p in deck.legality] == [3, 4]
