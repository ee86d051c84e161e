"""Kelon Burst rares: R adds "if you control two or more Landmarks, create a Brassbug"; R2 is the
Ordis copy of the common."""

from tests.cards_axiom_bravos_core.helpers import (Side, Zone, add_mana, answer, new_game, play, put,
                                                   ready_mana, target, tokens_named)

AMELIA = "ALT_CORE_B_AX_11_C"
HUB = "ALT_CORE_B_AX_24_C"


def test_alt_core_b_ax_23_r_with_two_landmarks_also_creates_a_brassbug():
    g, p = new_game()
    add_mana(g, p, 1)
    put(g, p, HUB, Zone.LANDMARKS)
    put(g, p, HUB, Zone.LANDMARKS)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    burst = put(g, p, "ALT_CORE_B_AX_23_R")
    play(g, burst)
    assert ready_mana(g, p) == 0  # Hand Cost 4
    answer(g, "mode 1")
    answer(g, "expedition -> hero")
    assert theirs in g.players[1 - p].reserve
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1
    assert burst in g.players[p].discard


def test_alt_core_b_ax_23_r_with_one_landmark_creates_nothing():
    g, p = new_game()
    add_mana(g, p, 1)
    put(g, p, HUB, Zone.LANDMARKS)
    theirs = put(g, 1 - p, HUB, Zone.LANDMARKS)
    play(g, put(g, p, "ALT_CORE_B_AX_23_R"))
    answer(g, "mode 2")
    target(g, theirs)  # your own Hub could be discarded too
    assert theirs in g.players[1 - p].discard
    assert tokens_named(g, p, "Brassbug") == []


def test_alt_core_b_ax_23_r2_sends_a_cheap_character_to_reserve():
    g, p = new_game()
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    burst = put(g, p, "ALT_CORE_B_AX_23_R2")
    play(g, burst)
    assert ready_mana(g, p) == 0
    answer(g, "mode 1")
    assert theirs in g.players[1 - p].reserve and burst in g.players[p].discard
