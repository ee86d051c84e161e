"""Unique card ids: the family and the faction a serial number gives (CR 1.1.4.g), and the
message a deck gets for a Unique whose abilities are not known."""

from __future__ import annotations

import pytest

from altered_tui.cards.decks import load_deck
from altered_tui.cards.models import Faction
from altered_tui.cards.pool import data_dir, default_pool
from altered_tui.cards.unique_ids import (parse_unique_id, read_serial_windows, serial_count,
                                          serial_faction)
from altered_tui.cards.yamlsource import InputError

# Real Uniques and the faction printed on each (facts of the cards).
PRINTED_FACTIONS = {
    "ALT_ALIZE_B_AX_32_U_10009": "MU", "ALT_ALIZE_B_OR_33_U_10002": "OR",
    "ALT_ALIZE_B_OR_33_U_1001": "AX", "ALT_COREKS_B_AX_05_U_1": "AX",
    "ALT_COREKS_B_AX_06_U_5": "AX", "ALT_COREKS_B_BR_06_U_1": "BR",
    "ALT_COREKS_B_LY_05_U_1": "LY", "ALT_COREKS_B_MU_04_U_1": "YZ",
    "ALT_COREKS_B_MU_22_U_3140": "MU", "ALT_COREKS_B_OR_16_U_6": "YZ",
    "ALT_COREKS_B_OR_21_U_10": "LY", "ALT_DUSTER_B_MU_94_U_10001": "MU",
    "ALT_DUSTER_B_MU_94_U_1001": "LY", "ALT_EOLE_B_AX_106_U_1": "AX",
    "ALT_EOLE_B_BR_108_U_1": "AX", "ALT_EOLE_B_LY_107_U_1": "AX",
    "ALT_EOLE_B_LY_110_U_1": "LY", "ALT_EOLE_B_MU_110_U_1": "BR",
    "ALT_EOLE_B_OR_111_U_1": "OR", "ALT_EOLE_B_YZ_107_U_1": "YZ",
}


def test_a_unique_id_names_its_family_and_the_kickstarter_edition_has_core_families():
    uid = parse_unique_id("ALT_COREKS_B_AX_05_U_1")
    assert (uid.edition, uid.family, uid.serial) == ("COREKS", "AX_05", 1)
    assert uid.family_common_id == "ALT_CORE_B_AX_05_C"
    assert parse_unique_id("ALT_EOLE_B_OR_111_U_1").family_common_id == "ALT_EOLE_B_OR_111_C"
    for not_unique in ("ALT_CORE_B_AX_05_C", "ALT_CORE_B_AX_05_U_", "ALT_CORE_B_AX_05_U_1x"):
        assert parse_unique_id(not_unique) is None


@pytest.mark.parametrize("card_id, printed", sorted(PRINTED_FACTIONS.items()))
def test_the_serial_window_gives_the_faction_printed_on_the_card(card_id, printed):
    assert serial_faction(parse_unique_id(card_id)) is Faction(printed)


def test_serial_windows_alternate_two_factions_up_to_the_family_total():
    windows = read_serial_windows(data_dir() / "uniques" / "serial-factions.txt")
    assert len(windows) == 527  # the families of the seven editions
    for w in windows.values():
        assert list(w.ends) == sorted(set(w.ends)) and w.ends[0] >= 1
    uid = parse_unique_id("ALT_CORE_B_AX_04_U_1")
    total = serial_count(uid)
    first, second = windows[("CORE", "AX_04")].factions
    assert serial_faction(uid) is first
    assert serial_faction(parse_unique_id(f"ALT_CORE_B_AX_04_U_{total}")) is second
    assert serial_faction(parse_unique_id(f"ALT_CORE_B_AX_04_U_{total + 1}")) is None
    assert serial_faction(parse_unique_id("ALT_CORE_B_AX_04_U_0")) is None


def _deck_message(tmp_path, card_id: str) -> str:
    path = tmp_path / "d.yaml"
    path.write_text(f"name: U\nhero: ALT_CORE_B_AX_01_C\ncards:\n  {card_id}: 1\n"
                    "  ALT_CORE_B_AX_04_C: 3\n")
    with pytest.raises(InputError) as caught:
        load_deck(path, default_pool())
    [problem] = caught.value.problems
    assert (problem.path, problem.line) == (str(path), 4)
    return problem.message


def test_a_unique_in_a_deck_is_named_by_its_family_and_faction_not_called_a_typo(tmp_path):
    message = _deck_message(tmp_path, "ALT_COREKS_B_AX_05_U_1")
    assert "unknown card id" not in message
    assert "Unique Foundry Engineer (Axiom by its serial number)" in message
    assert "cannot be played" in message


def test_a_serial_past_the_familys_last_is_said_so(tmp_path):
    message = _deck_message(tmp_path, "ALT_CORE_B_AX_04_U_99999")
    assert "Kelon Elemental has 8,980 serial numbers, not 99,999" in message


def test_a_unique_of_a_family_not_in_the_pool_names_the_family_id_and_faction(tmp_path):
    message = _deck_message(tmp_path, "ALT_EOLE_B_LY_107_U_1")
    assert "ALT_EOLE_B_LY_107_C, Axiom by its serial number" in message


def test_an_id_of_no_known_shape_is_still_an_unknown_card_id(tmp_path):
    assert _deck_message(tmp_path, "ALT_CORE_B_AX_04_X") == \
        "cards: unknown card id ALT_CORE_B_AX_04_X"
