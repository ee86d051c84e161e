"""Kelon Burst: Fleeting spell. Choose one: send to Reserve target Character with Hand Cost 4
or less, or discard target Permanent with Hand Cost 4 or less.

Kelon Burst rares: R adds "if you control two or more Landmarks, create a Brassbug"; R2 is the
Ordis copy of the common."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    add_mana,
    answer,
    label,
    put,
    ready_mana,
    start,
    target,
    tokens_named,
)


KELON_BURST = "ALT_CORE_B_AX_23_C"
AMELIA = "ALT_CORE_B_AX_11_C"  # Hand Cost 3
SHENLONG = "ALT_CORE_B_BR_22_C"  # Hand Cost 6
HUB = "ALT_CORE_B_AX_24_C"  # Permanent, Hand Cost 3
HIVE = "ALT_CORE_B_AX_30_C"  # Permanent, Hand Cost 5


def test_alt_core_b_ax_23_c_first_mode_sends_a_cheap_character_to_reserve():
    g, p = start()
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
    g, p = start()
    hub = put(g, 1 - p, HUB, Zone.LANDMARKS)
    hive = put(g, 1 - p, HIVE, Zone.LANDMARKS)
    put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    burst = put(g, p, KELON_BURST, Zone.RESERVE)
    play(g, burst, src="reserve")
    answer(g, "mode 2")
    assert hub in g.players[1 - p].discard and hive in g.players[1 - p].landmarks
    assert burst in g.players[p].discard


def test_alt_core_b_ax_23_c_targets_are_chosen_among_cheap_objects_only():
    g, p = start()
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


def test_alt_core_b_ax_23_r_with_two_landmarks_also_creates_a_brassbug():
    g, p = start()
    add_mana(g, p, 1)
    put(g, p, HUB, Zone.LANDMARKS)
    put(g, p, HUB, Zone.LANDMARKS)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    burst = put(g, p, "ALT_CORE_B_AX_23_R")
    play(g, burst)
    assert ready_mana(g, p) == 0  # Hand Cost 4
    answer(g, "mode 1")
    answer(g, "expedition -> hero yours")
    assert theirs in g.players[1 - p].reserve
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1
    assert burst in g.players[p].discard


def test_alt_core_b_ax_23_r_with_one_landmark_creates_nothing():
    g, p = start()
    add_mana(g, p, 1)
    put(g, p, HUB, Zone.LANDMARKS)
    theirs = put(g, 1 - p, HUB, Zone.LANDMARKS)
    play(g, put(g, p, "ALT_CORE_B_AX_23_R"))
    answer(g, "mode 2")
    target(g, theirs)  # your own Hub could be discarded too
    assert theirs in g.players[1 - p].discard
    assert tokens_named(g, p, "Brassbug") == []


def test_alt_core_b_ax_23_r2_sends_a_cheap_character_to_reserve():
    g, p = start()
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    burst = put(g, p, "ALT_CORE_B_AX_23_R2")
    play(g, burst)
    assert ready_mana(g, p) == 0
    answer(g, "mode 1")
    assert theirs in g.players[1 - p].reserve and burst in g.players[p].discard
