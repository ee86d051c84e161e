"""Sakarabru's Fury: Fleeting; target Expedition moves backward one region (CR 7.3.16). The
rares first discard each Character in that Expedition (CR 7.3.5)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import (AMELIA, TROOPER, add_mana, check_facts, put, spell_cost_paid,
                                  start)


def test_alt_cyclone_b_yz_80_c_target_expedition_moves_backward():
    g, p = start()
    add_mana(g, p, 2)
    g.players[1 - p].positions[Side.HERO] = 3
    fury = put(g, p, "ALT_CYCLONE_B_YZ_80_C")
    assert spell_cost_paid(g, p, fury) == 5
    act(g, "expedition -> hero theirs")
    assert g.players[1 - p].positions[Side.HERO] == 2 and fury in g.players[p].discard
    check_facts("ALT_CYCLONE_B_YZ_80_C", 5, 5, None, "YZ")


def _rare(card_id, faction):
    g, p = start()
    add_mana(g, p, 5)
    g.players[1 - p].positions[Side.HERO] = 3
    here = [put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO), put(g, 1 - p, TROOPER, Zone.EXPEDITION)]
    elsewhere = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    mine = put(g, p, TROOPER, Zone.EXPEDITION, Side.HERO)
    fury = put(g, p, card_id)
    assert spell_cost_paid(g, p, fury) == 8
    act(g, "expedition -> hero theirs")  # chosen once, for both steps
    assert all(c in g.players[1 - p].discard for c in here)
    assert g.cards[elsewhere].zone is Zone.EXPEDITION and g.cards[mine].zone is Zone.EXPEDITION
    assert g.players[1 - p].positions[Side.HERO] == 2
    check_facts(card_id, 8, 8, None, faction)


def test_alt_cyclone_b_yz_80_r1_discards_the_expedition_then_it_moves_backward():
    _rare("ALT_CYCLONE_B_YZ_80_R1", "YZ")


def test_alt_cyclone_b_yz_80_r2_discards_the_expedition_then_it_moves_backward():
    _rare("ALT_CYCLONE_B_YZ_80_R2", "LY")
