"""Kaibara, Asgarthan Leviathan: Gigantic; Tough X, X being the number of regions between your
Hero and Companion Expeditions (CR 7.4.7; 0 when adjacent)."""

import pytest

from altered_tui.engine.characteristics import is_gigantic, tough
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.objects import expedition_members

from tests.abilities.support import options, play
from tests.cards.builders import CHIRON, add_mana, facts, put, start


@pytest.mark.parametrize("version,faction,cost,stat", [
    ("ALT_CORE_B_BR_24_C", "BR", 8, 6), ("ALT_CORE_B_BR_24_R", "BR", 9, 8),
    ("ALT_CORE_B_BR_24_R2", "LY", 8, 6)])
def test_facts(version, faction, cost, stat):
    facts(version, cost, cost, (stat, stat, stat), faction)


def _kaibara(version: str):
    g, p = start()
    kaibara = put(g, 1 - p, version, Zone.EXPEDITION, Side.HERO)
    return g, p, kaibara


def test_alt_core_b_br_24_c_tough_follows_the_regions_between_the_expeditions():
    g, p, kaibara = _kaibara("ALT_CORE_B_BR_24_C")
    assert is_gigantic(g, kaibara) and kaibara in expedition_members(g, 1 - p, Side.COMPANION)
    assert tough(g, kaibara) == 6
    g.players[1 - p].positions[Side.HERO] = 2
    g.players[1 - p].positions[Side.COMPANION] = 5
    assert tough(g, kaibara) == 2


def test_alt_core_b_br_24_r_adjacent_expeditions_give_tough_0():
    g, p, kaibara = _kaibara("ALT_CORE_B_BR_24_R")
    g.players[1 - p].positions[Side.HERO] = 3
    g.players[1 - p].positions[Side.COMPANION] = 4
    assert tough(g, kaibara) == 0


def test_alt_core_b_br_24_r2_the_opponent_pays_tough_x_to_target_it():
    g, p, kaibara = _kaibara("ALT_CORE_B_BR_24_R2")
    g.players[1 - p].positions[Side.COMPANION] = 3  # regions 1 and 2 lie between
    add_mana(g, p, 2)
    play(g, put(g, p, CHIRON))
    assert any(f"#{kaibara}" in o and "tough 2" in o for o in options(g))
