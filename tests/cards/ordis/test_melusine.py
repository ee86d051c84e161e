"""Melusine: {H} if I'm in an Ascended Expedition (R2: a single-terrain region), Sabotage;
otherwise my Expedition Ascends."""

import dataclasses

from altered_tui.engine.objects import expedition_terrains
from altered_tui.engine.types import Side, Terrain, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, add_mana, check_facts, put, settle, start, target


def _played(version, ascended=False, single=False):
    g, p = start()
    add_mana(g, p, 2)
    if ascended:
        g.ascended = [(p, Side.HERO)]
    position = g.players[p].positions[Side.HERO]
    g.regions[position] = dataclasses.replace(
        g.regions[position], terrains=(Terrain.WATER,) if single else tuple(Terrain))
    assert (len(expedition_terrains(g, p, Side.HERO)) == 1) == single
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, version))
    settle(g)
    if g.pending.kind == "target":
        target(g, theirs)
    return g, p, theirs


def _ascended_version(version, faction, costs):
    g, p, theirs = _played(version)
    assert g.ascended == [(p, Side.HERO)] and theirs in g.players[1 - p].reserve
    g, p, theirs = _played(version, ascended=True)
    assert theirs in g.players[1 - p].discard  # the Sabotage
    check_facts(version, *costs, faction)


def test_alt_cyclone_b_or_70_c_sabotage_in_an_ascended_expedition_else_ascend():
    _ascended_version("ALT_CYCLONE_B_OR_70_C", "OR", (3, 2, (0, 2, 3)))


def test_alt_cyclone_b_or_70_r1_sabotage_in_an_ascended_expedition_else_ascend():
    _ascended_version("ALT_CYCLONE_B_OR_70_R1", "OR", (2, 1, (0, 0, 2)))


def test_alt_cyclone_b_or_70_r2_sabotage_in_a_single_terrain_region_else_ascend():
    g, p, theirs = _played("ALT_CYCLONE_B_OR_70_R2", single=True)
    assert theirs in g.players[1 - p].discard and g.ascended == []
    g, p, theirs = _played("ALT_CYCLONE_B_OR_70_R2", ascended=True)  # Ascended is no matter
    assert theirs in g.players[1 - p].reserve and g.ascended == [(p, Side.HERO)]
    check_facts("ALT_CYCLONE_B_OR_70_R2", 2, 1, (0, 0, 2), "LY")
