"""Tomoe Gozen: I can't be played if you have fewer than seven (rares: six) Mana Orbs."""

import pytest

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play, set_mana
from tests.cards.builders import can_play, facts, put, start


def _playable_with(version: str, orbs: int, zone: Zone = Zone.HAND) -> bool:
    g, p = start()
    set_mana(g, p, orbs)
    return can_play(g, put(g, p, version, zone))


@pytest.mark.parametrize("version,faction", [
    ("ALT_CORE_B_BR_23_C", "BR"), ("ALT_CORE_B_BR_23_R", "BR"), ("ALT_CORE_B_BR_23_R2", "LY")])
def test_facts(version, faction):
    facts(version, 3, 3, (2, 5, 5), faction)


def test_alt_core_b_br_23_c_needs_seven_mana_orbs():
    assert not _playable_with("ALT_CORE_B_BR_23_C", 6)
    assert not _playable_with("ALT_CORE_B_BR_23_C", 6, Zone.RESERVE)
    assert _playable_with("ALT_CORE_B_BR_23_C", 7)


def test_alt_core_b_br_23_c_with_seven_orbs_it_is_played():
    g, p = start()
    set_mana(g, p, 7)
    tomoe = put(g, p, "ALT_CORE_B_BR_23_C")
    play(g, tomoe)
    assert tomoe in g.players[p].expeditions[Side.HERO]


def test_alt_core_b_br_23_r_needs_six_mana_orbs():
    assert not _playable_with("ALT_CORE_B_BR_23_R", 5)
    assert _playable_with("ALT_CORE_B_BR_23_R", 6)


def test_alt_core_b_br_23_r2_needs_six_mana_orbs():
    assert not _playable_with("ALT_CORE_B_BR_23_R2", 5)
    assert _playable_with("ALT_CORE_B_BR_23_R2", 6)
