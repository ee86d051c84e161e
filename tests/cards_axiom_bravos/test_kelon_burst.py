"""Kelon Burst: Fleeting spell. Choose one: send to Reserve target Character with Hand Cost 4
or less, or discard target Permanent with Hand Cost 4 or less."""

from tests.cards_axiom_bravos.helpers import (Side, Zone, act, answer, label, new_game, options,
                                              play, put, ready_mana)

KELON_BURST = "ALT_CORE_B_AX_23_C"
AMELIA = "ALT_CORE_B_AX_11_C"  # Hand Cost 3
SHENLONG = "ALT_CORE_B_BR_22_C"  # Hand Cost 6
HUB = "ALT_CORE_B_AX_24_C"  # Permanent, Hand Cost 3
HIVE = "ALT_CORE_B_AX_30_C"  # Permanent, Hand Cost 5


def test_alt_core_b_ax_23_c_first_mode_sends_a_cheap_character_to_reserve():
    g, p = new_game()
    cheap = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    big = put(g, 1 - p, SHENLONG, Zone.EXPEDITION, Side.HERO)
    burst = put(g, p, KELON_BURST)
    play(g, burst)
    assert ready_mana(g, p) == 0  # Hand Cost 3
    answer(g, "mode 1")
    assert g.players[1 - p].expeditions[Side.HERO] == [big]  # the only legal target was chosen
    assert cheap in g.players[1 - p].reserve
    assert burst in g.players[p].discard  # Fleeting: discarded after resolving


def test_alt_core_b_ax_23_c_second_mode_discards_a_cheap_permanent():
    g, p = new_game()
    hub = put(g, 1 - p, HUB, Zone.LANDMARKS)
    hive = put(g, 1 - p, HIVE, Zone.LANDMARKS)
    put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    burst = put(g, p, KELON_BURST, Zone.RESERVE)
    play(g, burst, src="reserve")
    answer(g, "mode 2")
    assert hub in g.players[1 - p].discard and hive in g.players[1 - p].landmarks
    assert burst in g.players[p].discard


def test_alt_core_b_ax_23_c_targets_are_chosen_among_cheap_objects_only():
    g, p = new_game()
    a = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    b = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    big = put(g, 1 - p, SHENLONG, Zone.EXPEDITION, Side.COMPANION)
    play(g, put(g, p, KELON_BURST))
    answer(g, "mode 1")
    targets = [o for o in options(g) if o.startswith("target")]
    assert sorted(targets) == sorted([f"target {label(g, a)}", f"target {label(g, b)}"])
    assert label(g, big) not in " ".join(options(g))
    act(g, f"target {label(g, a)}")
    assert a in g.players[1 - p].reserve and b in g.players[p].expeditions[Side.COMPANION]
