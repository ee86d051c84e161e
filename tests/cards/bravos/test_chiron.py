"""Chiron: {J} Target Character gains 1 boost (rares: up to two target Characters each)."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import put, ready_mana, start, target


AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_br_11_c_joins_and_boosts_target_character():
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    cid = put(g, p, "ALT_CORE_B_BR_11_C")
    play(g, cid)
    assert ready_mana(g, p) == 1
    target(g, mine)  # Chiron could target himself too
    assert g.cards[mine].boosts == 1 and stats(g, cid) == (1, 1, 1)


def _alt_core_b_br_11_r_and_r2_boost_up_to_two_targets(version):
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    cid = put(g, p, version)
    play(g, cid)
    assert "done" in options(g)
    target(g, mine)
    target(g, cid)
    assert g.cards[mine].boosts == 1 and stats(g, cid) == (2, 1, 1)
    assert g.cards[theirs].boosts == 0


def test_alt_core_b_br_11_r_boost_up_to_two_targets():
    _alt_core_b_br_11_r_and_r2_boost_up_to_two_targets('ALT_CORE_B_BR_11_R')


def test_alt_core_b_br_11_r2_boost_up_to_two_targets():
    _alt_core_b_br_11_r_and_r2_boost_up_to_two_targets('ALT_CORE_B_BR_11_R2')


def test_alt_core_b_br_11_r_may_boost_just_one():
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    cid = put(g, p, "ALT_CORE_B_BR_11_R")
    play(g, cid)
    target(g, mine)
    act(g, "done")
    assert g.cards[mine].boosts == 1 and g.cards[cid].boosts == 0
