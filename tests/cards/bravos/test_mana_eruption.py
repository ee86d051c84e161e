"""Mana Eruption: discard one of your Mana Orbs; if you do, discard target Character or
Permanent (CR 6.5.f)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import options, play
from tests.cards.builders import AMELIA, choose, put, start, target


def _discards_an_orb_then_the_target(version):
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    spell = put(g, p, version)
    play(g, spell)
    orbs = list(g.players[p].mana)
    assert options(g) == [f"choose {g.cdef(o).name}#{o}" for o in orbs]
    orb = orbs[-1]
    choose(g, orb)
    if g.pending is not None and g.pending.kind == "target":
        target(g, victim)
    assert orb in g.players[p].discard and orb not in g.players[p].mana
    assert victim in g.players[1 - p].discard
    assert spell in g.players[p].discard  # Fleeting


def test_alt_core_b_br_29_c_discards_an_orb_then_the_target():
    _discards_an_orb_then_the_target("ALT_CORE_B_BR_29_C")


def test_alt_core_b_br_29_r_discards_an_orb_then_the_target():
    _discards_an_orb_then_the_target("ALT_CORE_B_BR_29_R")


def test_alt_core_b_br_29_r2_discards_an_orb_then_the_target():
    _discards_an_orb_then_the_target("ALT_CORE_B_BR_29_R2")


def test_alt_core_b_br_29_c_can_discard_a_landmark():
    g, p = start()
    mark = put(g, 1 - p, "ALT_CORE_B_AX_24_C", Zone.LANDMARKS)
    play(g, put(g, p, "ALT_CORE_B_BR_29_C"))
    choose(g, g.players[p].mana[0])
    if g.pending is not None and g.pending.kind == "target":
        target(g, mark)
    assert mark in g.players[1 - p].discard
