"""Tengu: no ability (rares: {J} you may Rush; if you do, my Expedition Ascends)."""

from altered_tui.engine.types import Side

from tests.abilities.support import play
from tests.cards.builders import (TROOPER, add_mana, check_facts, plays_for_its_printed_costs, put,
                                  rush, settle, start)


def test_alt_cyclone_b_br_70_c_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CYCLONE_B_BR_70_C")
    check_facts("ALT_CYCLONE_B_BR_70_C", 2, 2, (2, 3, 2), "BR")


def _rushes(version, side):
    g, p = start()
    add_mana(g, p, 1)
    trooper = put(g, p, TROOPER)
    play(g, put(g, p, version), side=side)
    settle(g)
    rush(g, trooper, side="hero")
    return g, p


def _rare(version, st, faction):
    g, p = _rushes(version, "companion")
    assert g.ascended == [(p, Side.COMPANION)]  # Tengu's Expedition, not the Trooper's
    g, p = start()
    add_mana(g, p, 1)
    put(g, p, TROOPER)
    play(g, put(g, p, version))
    settle(g)
    rush(g, None)
    assert g.ascended == []
    check_facts(version, 2, 2, st, faction)


def test_alt_cyclone_b_br_70_r1_rushing_makes_my_expedition_ascend():
    _rare("ALT_CYCLONE_B_BR_70_R1", (2, 3, 2), "BR")


def test_alt_cyclone_b_br_70_r2_rushing_makes_my_expedition_ascend():
    _rare("ALT_CYCLONE_B_BR_70_R2", (2, 2, 2), "OR")
