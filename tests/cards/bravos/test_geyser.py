"""Geyser: return target Character or Permanent to its owner's hand, then put me in my Mana
as an exhausted orb (the R1: I may)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options
from tests.cards.builders import AMELIA, add_mana, pick_if_asked, play_spell, put, start


def _geyser(version: str):
    g, p = start()
    add_mana(g, p, 2)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    geyser = put(g, p, version)
    orbs = len(g.players[p].mana)
    play_spell(g, geyser)
    pick_if_asked(g, theirs)
    assert theirs in g.players[1 - p].hand
    return g, p, geyser, orbs


def _ends_in_mana(g, p, geyser, orbs):
    assert geyser in g.players[p].mana and g.cards[geyser].has(Status.EXHAUSTED)
    assert len(g.players[p].mana) == orbs + 1
    assert geyser not in g.players[p].reserve and geyser not in g.limbo


def test_alt_alize_b_br_42_c_bounces_then_becomes_an_exhausted_mana_orb():
    _ends_in_mana(*_geyser("ALT_ALIZE_B_BR_42_C"))


def test_alt_alize_b_br_42_r2_bounces_then_becomes_an_exhausted_mana_orb():
    _ends_in_mana(*_geyser("ALT_ALIZE_B_BR_42_R2"))


def test_alt_alize_b_br_42_r1_may_become_an_orb_or_go_to_reserve():
    g, p, geyser, orbs = _geyser("ALT_ALIZE_B_BR_42_R1")
    assert options(g) == ["yes", "no"]
    act(g, "yes")
    _ends_in_mana(g, p, geyser, orbs)
    g, p, geyser, orbs = _geyser("ALT_ALIZE_B_BR_42_R1")
    act(g, "no")
    assert geyser in g.players[p].reserve and len(g.players[p].mana) == orbs
