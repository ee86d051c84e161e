"""The Unique part catalogue (cards/uniques/catalogue/): read and checked like card files,
each part of the kind the part list gives it, and a bad entry reported as PATH:LINE."""

from __future__ import annotations

from pathlib import Path

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.cards.pool import card_files, data_dir
from altered_tui.cards.unique_catalogue import (CATALOGUE_FILES, MissingParts, default_catalogue,
                                                line_ability, read_catalogue, record_abilities,
                                                record_keywords)
from altered_tui.cards.unique_parts import part_index
from altered_tui.cards.yamlsource import InputError
from altered_tui.cli import main

GOOD = {"triggers.yaml": "parts:\n  - {id: 24, trigger: {\"on\": joins}}\n",
        "conditions.yaml": "parts:\n  - {id: 191, none: true}\n",
        "outputs.yaml": "parts:\n  - {id: 245, steps: [{kind: draw}]}\n"}


def _folder(tmp_path: Path, **files: str) -> Path:
    for name, text in {**GOOD, **files}.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def _problems(folder: Path) -> list[str]:
    with pytest.raises(InputError) as caught:
        read_catalogue(folder)
    return [str(p) for p in caught.value.problems]


def test_each_catalogue_part_has_the_kind_the_part_list_gives():
    catalogue, parts = default_catalogue(), part_index().parts
    for kind, found in (("trigger", catalogue.triggers), ("condition", catalogue.conditions),
                        ("output", catalogue.outputs)):
        assert {parts[i].kind for i in found} == {kind}
    assert {i for i in catalogue.triggers if parts[i].support} == {192}


def test_the_catalogue_is_not_read_as_card_files():
    folder = data_dir() / "uniques" / "catalogue"
    assert {p.name for p in folder.iterdir()} >= set(CATALOGUE_FILES.values())
    assert not [p for p in card_files(data_dir()) if folder in p.parents]


def test_a_small_catalogue_assembles_a_line(tmp_path):
    catalogue = read_catalogue(_folder(tmp_path))
    where, ability = line_ability((24, 191, 245), catalogue)
    assert where == "main" and ability.trigger.on == "joins"


def test_an_unknown_field_is_reported_with_its_line(tmp_path):
    folder = _folder(tmp_path, **{"outputs.yaml": "parts:\n  - {id: 245, steps: [{kind: draw}]}\n"
                                                  "  - {id: 90, stpes: [{kind: draw}]}\n"})
    (problem,) = _problems(folder)
    assert problem.startswith(f"{folder / 'outputs.yaml'}:3:") and "stpes" in problem


def test_an_entry_saying_two_things_is_reported(tmp_path):
    folder = _folder(tmp_path, **{"triggers.yaml": "parts:\n  - {id: 24, passive: true, "
                                                   "trigger: {\"on\": joins}}\n"})
    (problem,) = _problems(folder)
    assert problem == (f"{folder / 'triggers.yaml'}:2: a trigger part is one of trigger, "
                       f"passive: true or support")


def test_a_part_twice_is_reported(tmp_path):
    folder = _folder(tmp_path, **{"conditions.yaml": "parts:\n  - {id: 191, none: true}\n"
                                                     "  - {id: 191, none: true}\n"})
    (problem,) = _problems(folder)
    assert problem.startswith(f"{folder / 'conditions.yaml'}:3: id: part 191 is already")


def test_parts_that_do_not_fit_together_are_named():
    # a passive output after a Reaction trigger; an effect output after the empty trigger
    with pytest.raises(MissingParts) as caught:
        line_ability((24, 191, 54), default_catalogue())
    assert caught.value.parts == [24, 54]
    with pytest.raises(MissingParts) as caught:
        line_ability((23, 191, 245), default_catalogue())
    assert caught.value.parts == [23, 245]


def test_validate_checks_a_catalogue_folder_it_is_given(tmp_path, capsys):
    folder = tmp_path / "uniques" / "catalogue"
    folder.mkdir(parents=True)
    _folder(folder, **{"conditions.yaml": "parts:\n  - {id: 191, nothing: true}\n"})
    assert main(["validate", str(tmp_path)]) != 0
    out = capsys.readouterr()
    assert f"{folder / 'conditions.yaml'}:2: parts.0.nothing: unknown field" in out.out + out.err


def test_an_output_with_abilities_of_its_own_gives_each_of_them():
    # 477: a passive, then an "At Night" Reaction; 529: two Reactions and nothing else
    abilities, support = record_abilities([(23, 191, 477), (23, 191, 529)], None)
    assert [a.kind for a in abilities] == ["passive", "reaction", "reaction", "reaction"]
    assert [a.trigger.on for a in abilities[1:]] == ["at_night", "played_from_hand",
                                                     "card_goes_to_discard"]
    assert support == []
    with pytest.raises(MissingParts):  # abilities with their own triggers need no other one
        record_abilities([(24, 191, 529)], None)


def test_an_output_is_steps_a_passive_or_abilities_of_its_own(tmp_path):
    folder = _folder(tmp_path, **{"outputs.yaml": "parts:\n  - {id: 245}\n"})
    (problem,) = _problems(folder)
    assert problem == (f"{folder / 'outputs.yaml'}:2: an output part is steps, a passive, "
                       f"or abilities of its own (also:)")


def test_a_keyword_line_prints_its_keyword_on_the_card_and_needs_no_trigger():
    assert record_keywords([(23, 191, 454), (24, 191, 245)], None) == ab.Keywords(scout=2)
    assert record_abilities([(23, 191, 454)], None) == ([], [])
    for line in ((24, 191, 454), (23, 181, 454)):  # a Reaction trigger; a condition
        with pytest.raises(MissingParts):
            record_abilities([line], None)
def test_a_step_whose_then_takes_the_output_must_have_one(tmp_path):
    # step_then: the output goes in the step's own `then:`; a draw has none
    folder = _folder(tmp_path, **{"conditions.yaml": "parts:\n  - {id: 191, none: true}\n"
                                                     "  - {id: 636, step_then: {kind: draw}}\n"})
    (problem,) = _problems(folder)
    assert problem == (f"{folder / 'conditions.yaml'}:3: step_then is a step with an empty "
                       f"then: (the output goes there)")
