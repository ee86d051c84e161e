"""Card and deck files that `validate` once let through: a token that does not exist, counts
of a million, `forest: yes`, sub-type typos, a faction its id contradicts, two cards of one
name, statistics of 10^17, a deck named `on`. Each is refused at load, in one line naming
the file and line, exit 1, no traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from altered_tui.cards.pool import load_pool_from
from altered_tui.cards.yamlsource import InputError
from altered_tui.cli import main
from tests.cards.helpers import write

BR_HERO = "ALT_CORE_B_BR_01_C"  # Sierra & Oddball, bundled


def _card(*, name: str = "Hostile Summoner", card_id: str = "ALT_CORE_B_OR_90_C",
          faction: str = "OR", subtypes: str = "[Soldier]", forest: str = "1",
          abilities: str = "") -> str:
    """A character card file; line 5 is the id, line 10 `forest`, line 14 the first ability."""
    text = (f"name: {name}\ntype: character\nsubtypes: {subtypes}\nversions:\n"
            f"  - id: {card_id}\n    faction: {faction}\n    rarity: common\n"
            f"    hand_cost: 2\n    reserve_cost: 2\n    forest: {forest}\n    mountain: 1\n"
            f"    water: 1\n")
    if abilities:
        text += f"    abilities:\n      - {abilities}\n"
    return text


def _joins(effect: str) -> str:
    return '{kind: reaction, trigger: {"on": joins}, effect: [' + effect + "]}"


def _validate(capsys, *paths: Path) -> list[str]:
    code = main(["validate", *map(str, paths)])
    out, err = capsys.readouterr()
    assert code == 1 and "Traceback" not in out + err
    lines = out.splitlines()
    assert lines[-1].startswith("failed: ")
    return lines[:-1]


def _one_problem(capsys, path: Path, line: int, words: str) -> str:
    problems = _validate(capsys, path)
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"{path}:{line}: ") and words in problems[0], problems[0]
    return problems[0]


def test_a_card_that_creates_a_token_no_file_defines_is_refused(tmp_path, capsys):
    path = write(tmp_path / "summoner.yaml",
                 _card(abilities=_joins("{kind: create_token, token: No Such Token}")))
    message = _one_problem(capsys, path, 14, "create_token: no token card is named 'No Such Token'")
    assert "Ordis Recruit" in message  # the tokens there are, to pick from


def test_loading_a_pool_with_a_missing_token_fails_before_any_match(tmp_path):
    path = write(tmp_path / "summoner.yaml",
                 _card(abilities=_joins("{kind: create_token, token: Ordis Recruit}")))
    with pytest.raises(InputError) as caught:
        load_pool_from([path])  # no token file among these: the match would hit a KeyError
    assert [str(p) for p in caught.value.problems] == [
        f"{path}:14: create_token: no token card is named 'Ordis Recruit' (tokens: none)"]


def test_a_character_token_sent_to_the_landmarks_is_refused(tmp_path, capsys):
    effect = "{kind: create_token, token: Ordis Recruit, where: your_landmarks}"
    path = write(tmp_path / "summoner.yaml", _card(abilities=_joins(effect)))
    _one_problem(capsys, path, 14, "'Ordis Recruit' is not a Landmark Permanent token")


@pytest.mark.parametrize("effect, field", [
    ("{kind: create_token, token: Ordis Recruit, count: 1000000}", "create_token.count"),
    ("{kind: draw, count: 1000000}", "draw.count"),
])
def test_a_count_of_a_million_is_refused(tmp_path, capsys, effect, field):
    path = write(tmp_path / "summoner.yaml", _card(abilities=_joins(effect)))
    message = _one_problem(capsys, path, 14, "1,000,000 is too large; at most 99")
    assert field in message


def test_forest_yes_is_not_read_as_1(tmp_path, capsys):
    path = write(tmp_path / "summoner.yaml", _card(forest="yes"))
    _one_problem(capsys, path, 10, "forest: expected a whole number, found 'yes', which YAML "
                                   "reads as true")


def test_a_quoted_number_is_not_a_count(tmp_path, capsys):
    path = write(tmp_path / "summoner.yaml", _card(abilities=_joins('{kind: draw, count: "3"}')))
    _one_problem(capsys, path, 14, "expected a whole number, found the text '3'")


def test_statistics_of_ten_to_the_17_are_refused(tmp_path, capsys):
    path = write(tmp_path / "summoner.yaml", _card(forest="100000000000000000"))
    _one_problem(capsys, path, 10, "forest: 100,000,000,000,000,000 is too large; at most 99")


def test_a_subtype_typo_is_refused_with_the_nearest_known_one(tmp_path, capsys):
    path = write(tmp_path / "summoner.yaml", _card(subtypes="[Soldeir]"))
    _one_problem(capsys, path, 3, "unknown sub-type 'Soldeir'; did you mean Soldier?")


def test_a_subtype_typo_in_an_ability_is_refused(tmp_path, capsys):
    effect = "{kind: boost, objects: {ref: target, filter: {subtype: Advnturer}}}"
    path = write(tmp_path / "summoner.yaml", _card(abilities=_joins(effect)))
    _one_problem(capsys, path, 14, "filter.subtype: unknown sub-type 'Advnturer'; did you mean "
                                   "Adventurer?")


def test_a_faction_that_contradicts_the_id_is_refused(tmp_path, capsys):
    path = write(tmp_path / "summoner.yaml", _card(faction="BR"))
    _one_problem(capsys, path, 5, "faction: BR, but the id numbers it among the Ordis cards")


def test_a_faction_shifted_rare_in_its_ids_own_faction_is_refused(tmp_path, capsys):
    text = _card(card_id="ALT_CORE_B_OR_90_R2").replace("rarity: common", "rarity: rare")
    path = write(tmp_path / "summoner.yaml", text)
    _one_problem(capsys, path, 5, "an _R2 version is the faction-shifted rare")


def test_two_files_with_one_name_for_two_different_cards_are_refused(tmp_path, capsys):
    first = write(tmp_path / "a.yaml", _card())
    second = write(tmp_path / "b.yaml", _card(card_id="ALT_CORE_B_OR_91_C", subtypes="[Mage]"))
    problems = _validate(capsys, first, second)
    assert problems == [f"{second}:1: name: Hostile Summoner is already the name of another "
                        f"card, at {first}:1; one name is one card (its copies are counted by "
                        f"name, CR 1.1.4.e)"]


def test_one_card_printed_in_each_faction_may_have_a_file_in_each(tmp_path, capsys):
    first = write(tmp_path / "a.yaml", _card())
    second = write(tmp_path / "b.yaml", _card(card_id="ALT_CORE_B_BR_90_C", faction="BR"))
    assert main(["validate", str(first), str(second)]) == 0
    assert capsys.readouterr().out.startswith("ok: 2 card files")


@pytest.mark.parametrize("name", ["on", "yes", "off", "no"])
def test_a_deck_named_on_or_yes_says_to_quote_the_name(tmp_path, capsys, name):
    deck = write(tmp_path / "decks" / "deck.yaml",
                 f"name: {name}\nhero: {BR_HERO}\ncards:\n  ALT_CORE_B_BR_04_C: 3\n")
    message = _one_problem(capsys, deck, 1, f"name: expected a text, found '{name}', which YAML "
                                            f"reads as {'true' if name in ('on', 'yes') else 'false'}")
    assert message.endswith(f'write the text in quotes, e.g. "{name}"')
