"""Bravos Harpooner: {H} you may Rush to Sabotage (rares: {J}, from anywhere)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import (AMELIA, TROOPER, add_mana, check_facts, label, put, rush,
                                  settle, start)


def _harpoons(version, src):
    g, p = start()
    add_mana(g, p, 3)
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    trooper = put(g, p, TROOPER)
    harpooner = put(g, p, version, Zone.RESERVE if src == "reserve" else Zone.HAND)
    play(g, harpooner, src=src)
    settle(g)
    rush(g, trooper)
    act(g, f"target {label(g, victim)}")  # Sabotage: up to one card in a Reserve
    assert victim in g.players[1 - p].discard and g.cards[trooper].zone is Zone.EXPEDITION


def _declined(version):
    g, p = start()
    add_mana(g, p, 1)
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    put(g, p, TROOPER)
    play(g, put(g, p, version))
    settle(g)
    rush(g, None)
    assert victim in g.players[1 - p].reserve  # no Rush, no Sabotage


def test_alt_cyclone_b_br_73_c_from_hand_rush_to_sabotage():
    _harpoons("ALT_CYCLONE_B_BR_73_C", "hand")
    _declined("ALT_CYCLONE_B_BR_73_C")
    g, p = start()
    add_mana(g, p, 3)
    put(g, p, TROOPER)
    play(g, put(g, p, "ALT_CYCLONE_B_BR_73_C", Zone.RESERVE), src="reserve")
    settle(g)
    assert g.pending.kind == "turn"  # {H}: nothing from Reserve
    check_facts("ALT_CYCLONE_B_BR_73_C", 3, 3, (3, 3, 2), "BR")


def test_alt_cyclone_b_br_73_r1_from_reserve_too_rush_to_sabotage():
    _harpoons("ALT_CYCLONE_B_BR_73_R1", "reserve")
    _declined("ALT_CYCLONE_B_BR_73_R1")
    check_facts("ALT_CYCLONE_B_BR_73_R1", 3, 3, (3, 2, 2), "BR")


def test_alt_cyclone_b_br_73_r2_from_reserve_too_rush_to_sabotage():
    _harpoons("ALT_CYCLONE_B_BR_73_R2", "reserve")
    _harpoons("ALT_CYCLONE_B_BR_73_R2", "hand")
    check_facts("ALT_CYCLONE_B_BR_73_R2", 3, 3, (3, 2, 2), "LY")
