"""Wingsuit Jumper: {R} you may Rush to draw a card (R1: {H} instead, and a support
ability: {D}: the next Character you play this turn gains 1 boost)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import (TROOPER, add_mana, check_facts, put, rush, settle, start,
                                  use_support)


def _rushes(version, src):
    g, p = start()
    add_mana(g, p, 3)
    trooper = put(g, p, TROOPER)
    jumper = put(g, p, version, Zone.RESERVE if src == "reserve" else Zone.HAND)
    play(g, jumper, src=src)
    settle(g)
    hand = len(g.players[p].hand)
    rush(g, trooper)
    assert g.cards[trooper].zone is Zone.EXPEDITION
    assert len(g.players[p].hand) == hand - 1 + 1  # the Trooper left, a card was drawn
    return g, p, jumper


def _not_from(version, src):
    g, p = start()
    add_mana(g, p, 3)
    put(g, p, TROOPER)
    jumper = put(g, p, version, Zone.RESERVE if src == "reserve" else Zone.HAND)
    play(g, jumper, src=src)
    settle(g)
    assert g.pending.kind == "turn"  # no Rush offered


def test_alt_cyclone_b_br_72_c_from_reserve_rush_to_draw():
    _rushes("ALT_CYCLONE_B_BR_72_C", "reserve")
    _not_from("ALT_CYCLONE_B_BR_72_C", "hand")
    check_facts("ALT_CYCLONE_B_BR_72_C", 3, 3, (2, 3, 3), "BR")


def test_alt_cyclone_b_br_72_r2_from_reserve_rush_to_draw():
    _rushes("ALT_CYCLONE_B_BR_72_R2", "reserve")
    _not_from("ALT_CYCLONE_B_BR_72_R2", "hand")
    check_facts("ALT_CYCLONE_B_BR_72_R2", 3, 3, (2, 3, 3), "AX")


def test_alt_cyclone_b_br_72_r1_from_hand_rush_to_draw():
    _rushes("ALT_CYCLONE_B_BR_72_R1", "hand")
    _not_from("ALT_CYCLONE_B_BR_72_R1", "reserve")
    check_facts("ALT_CYCLONE_B_BR_72_R1", 3, 3, (2, 3, 3), "BR")


def test_alt_cyclone_b_br_72_r1_support_boosts_the_next_character():
    g, p = start()
    jumper = put(g, p, "ALT_CYCLONE_B_BR_72_R1", Zone.RESERVE)
    trooper = put(g, p, TROOPER)
    use_support(g, jumper)
    assert jumper in g.players[p].discard
    play(g, trooper)
    assert g.cards[trooper].boosts == 1
