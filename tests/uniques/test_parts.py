"""The unique parts as facts: kinds, sets, the allowed lines, and printed lines recognised
from the digests of the parts' wordings (the program keeps no printed sentence)."""

from __future__ import annotations

import copy

import pytest

from altered_tui.cards.unique_parts import (PartIndex, Part, digest, match_line, normalise,
                                            part_index, split_lines)
from altered_tui.cards.unique_records import read_records
from tests.uniques.publisher import OGUN, write_card


def test_keyword_markup_of_parts_and_of_cards_normalise_alike():
    assert normalise("It gains <FLEETING>.") == normalise("It gains [[Fleeting]].") == \
        normalise("It gains $<FLEETING>.") == normalise("It gains [FLEETING].")
    assert normalise("[RESUPPLY_LOW].") == normalise("[Resupply].")
    assert normalise("Create an [ORDIS_RECRUIT].") == normalise("Create an [Ordis Recruit 1/1/1].")
    assert normalise("When X\u00a0—") == normalise("When  x —")
    assert normalise("[]") == ""
    assert normalise("Draw a card.") != normalise("Draw two cards.")


# A small catalogue of made-up wordings, to test how lines are recognised.
WORDINGS = {1: ("trigger", "Alpha —"), 2: ("trigger", "[]"), 3: ("condition", "[]"),
            4: ("condition", "If beta:"), 5: ("output", "Do gamma."), 6: ("output", "Do gamma."),
            7: ("trigger", "{D} :")}


@pytest.fixture
def small_index() -> PartIndex:
    parts = {i: Part(i, kind, "CORE", i == 7) for i, (kind, _) in WORDINGS.items()}
    index = PartIndex(parts, allowed={(1, 4, 6), (2, 3, 5), (7, 3, 5)})
    for i, (kind, text) in WORDINGS.items():
        index.by_digest.setdefault((kind, digest(text)), set()).add(i)
    return index


def test_a_printed_line_is_cut_into_trigger_condition_and_output(small_index):
    assert match_line("Alpha — If beta: Do gamma.", small_index).parts == (1, 4, 6)
    # no space follows an empty slot
    assert match_line("[][]Do gamma.", small_index).parts == (2, 3, 5)
    assert match_line("Alpha — If beta: Do something else.", small_index) is None


def test_a_wording_shared_by_two_parts_picks_the_allowed_line_and_keeps_the_other(small_index):
    found = match_line("Alpha — If beta: Do gamma.", small_index)
    assert found.parts == (1, 4, 6) and found.others == ((1, 4, 5),)
    found = match_line("[][]Do gamma.", small_index)
    assert found.parts == (2, 3, 5) and found.others == ((2, 3, 6),)


def test_a_support_line_needs_a_support_trigger(small_index):
    assert match_line("{D} : []Do gamma.", small_index, support=True).parts == (7, 3, 5)
    assert match_line("{D} : []Do gamma.", small_index, support=False) is None
    assert match_line("[][]Do gamma.", small_index, support=True) is None


def test_printed_lines_are_joined_by_two_spaces():
    assert split_lines("A — []B.  [][]C.") == ["A — []B.", "[][]C."]


def test_a_publisher_card_with_printed_text_only_is_recognised_and_the_choice_noted(
        tmp_path, small_index, monkeypatch):
    monkeypatch.setattr("altered_tui.cards.unique_records.part_index", lambda: small_index)
    card = copy.deepcopy(OGUN)
    main = next(e for e in card["cardElements"]
                if e["cardElementType"]["reference"] == "MAIN_EFFECT")
    main["cardEffectDisplays"] = []
    main["value"] = "Alpha — If beta: Do gamma.  [][]Do gamma."
    notes: list[str] = []
    [record] = read_records(write_card(tmp_path, card), notes)
    assert record.main == [(1, 4, 6), (2, 3, 5)]
    assert notes == ["line 1: its wording also fits the parts 1-4-5; 1-4-6 was chosen "
                     "(the first allowed line)",
                     "line 2: its wording also fits the parts 2-3-6; 2-3-5 was chosen "
                     "(the first allowed line)"]


def test_parts_given_apart_with_their_texts_but_no_ids_are_recognised(
        tmp_path, small_index, monkeypatch):
    monkeypatch.setattr("altered_tui.cards.unique_records.part_index", lambda: small_index)
    card = copy.deepcopy(OGUN)
    main = next(e for e in card["cardElements"]
                if e["cardElementType"]["reference"] == "MAIN_EFFECT")
    texts = {"TRIGGER": "Alpha —", "CONDITION": "If beta:", "OUTPUT": "Do gamma."}
    for display in main["cardEffectDisplays"]:
        for part in display["cardEffect"]["cardEffectElements"]:
            del part["idGd"]
            part["text"] = texts[part["type"]]
    [record] = read_records(write_card(tmp_path, card))
    assert record.main == [(1, 4, 6), (1, 4, 6)]


def test_the_catalogue_facts_every_part_of_the_first_five_sets_has_an_english_digest():
    index = part_index()
    assert len(index.parts) == 918
    five_sets = [p for p in index.parts.values()
                 if p.card_set in ("CORE", "ALIZE", "BISE", "CYCLONE", "DUSTER")]
    assert len(five_sets) == 753
    digested = {i for ids in index.by_digest.values() for i in ids}
    assert {p.id for p in five_sets} <= digested
    assert not [p for p in index.parts.values() if p.card_set is None and p.id in digested]


def test_every_allowed_line_is_a_trigger_a_condition_and_an_output_in_that_order():
    index = part_index()
    assert len(index.allowed) == 120_822
    for line in index.allowed:
        assert [index.parts[i].kind for i in line] == ["trigger", "condition", "output"]
