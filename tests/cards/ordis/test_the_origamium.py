"""The Origamium: {J} target Expedition Ascends; then a boost for a Character in an Ascended
Expedition (common: as you play it, by exhausting me; R1: {T}; R2: {T}, in a single-terrain
region)."""

import dataclasses

from altered_tui.engine.types import Side, Status, Terrain, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (AMELIA, add_mana, back_to, check_facts, label, play_spell, put,
                                  ready_again, settle, start, use_first)


def _origamium(version):
    g, p = start()
    add_mana(g, p, 8)
    origamium = put(g, p, version)
    play_spell(g, origamium)
    settle(g)
    act(g, "expedition -> hero yours")
    assert g.ascended == [(p, Side.HERO)] and origamium in g.players[p].landmarks
    back_to(g, p)
    return g, p, origamium


def test_alt_cyclone_b_or_82_c_a_character_played_into_an_ascended_expedition_may_gain_a_boost():
    g, p, origamium = _origamium("ALT_CYCLONE_B_OR_82_C")
    up = put(g, p, AMELIA)
    play(g, up, side="hero")
    settle(g)
    act(g, "yes")
    assert g.cards[up].boosts == 1 and g.cards[origamium].has(Status.EXHAUSTED)
    back_to(g, p)
    ready_again(g, origamium)  # ready: only the Expedition keeps the next one from a boost
    down = put(g, p, AMELIA)
    play(g, down, side="companion")
    settle(g)
    assert "yes" not in options(g) and g.cards[down].boosts == 0
    check_facts("ALT_CYCLONE_B_OR_82_C", 2, 2, None, "OR")


def test_alt_cyclone_b_or_82_r1_exhaust_a_boost_in_an_ascended_expedition():
    g, p, origamium = _origamium("ALT_CYCLONE_B_OR_82_R1")
    up = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    down = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    use_first(g, origamium)
    assert not any(label(g, down) in o for o in options(g))
    if g.pending.kind == "target":
        act(g, next(o for o in options(g) if label(g, up) in o))
    assert g.cards[up].boosts == 1 and g.cards[down].boosts == 0
    check_facts("ALT_CYCLONE_B_OR_82_R1", 2, 2, None, "OR")


def test_alt_cyclone_b_or_82_r2_exhaust_a_boost_in_a_single_terrain_region():
    g, p, origamium = _origamium("ALT_CYCLONE_B_OR_82_R2")
    up = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    down = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    for side, terrains in ((Side.HERO, (Terrain.FOREST,)), (Side.COMPANION, tuple(Terrain))):
        i = g.players[p].positions[side]
        g.regions[i] = dataclasses.replace(g.regions[i], terrains=terrains)
    use_first(g, origamium)
    assert not any(label(g, down) in o for o in options(g))
    if g.pending.kind == "target":
        act(g, next(o for o in options(g) if label(g, up) in o))
    assert g.cards[up].boosts == 1 and g.cards[down].boosts == 0
    check_facts("ALT_CYCLONE_B_OR_82_R2", 2, 2, None, "LY")
