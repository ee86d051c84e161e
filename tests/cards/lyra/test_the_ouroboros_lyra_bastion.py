"""The Ouroboros, Lyra Bastion: the rare rolls one extra die and keeps the chosen one; the
Axiom rare Resupplies on joining and replaces Resupply by revealing two cards.

The Ouroboros, Lyra Bastion (common): when you roll dice, roll one more and keep the roll
of your choice."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    add_mana,
    card,
    check_facts,
    fix_dice,
    pick,
    put,
    ready_mana,
    settle,
    start,
)


def test_alt_core_b_ly_30_r_rolls_an_extra_die_and_keeps_the_chosen_result():
    g, p = start()
    put(g, p, "ALT_CORE_B_LY_30_R", Zone.LANDMARKS)
    trickster = put(g, p, "ALT_CORE_B_LY_06_C")
    fix_dice(g, 1, 5)
    play(g, trickster)
    assert sorted(options(g)) == ["keep_die 1", "keep_die 5"]
    act(g, "keep_die 5")
    assert g.cards[trickster].boosts == 2


def test_alt_core_b_ly_30_r_played_joins_the_landmarks_for_three():
    g, p = start()
    bastion = put(g, p, "ALT_CORE_B_LY_30_R")
    before = ready_mana(g, p)
    play(g, bastion)
    assert bastion in g.players[p].landmarks
    assert before - ready_mana(g, p) == 3


def test_alt_core_b_ly_30_r2_joining_resupplies_by_revealing_two_cards():
    g, p = start()
    bastion = put(g, p, "ALT_CORE_B_LY_30_R2")
    first, second = g.players[p].deck[:2]
    play(g, bastion)
    assert bastion in g.players[p].landmarks
    pick(g, second)
    assert second in g.players[p].reserve
    assert first in g.players[p].discard


def test_alt_core_b_ly_30_r2_replaces_other_resupplies_too():
    g, p = start()
    put(g, p, "ALT_CORE_B_LY_30_R2", Zone.LANDMARKS)
    esmeralda = put(g, p, "ALT_CORE_B_LY_11_C")
    first, second = g.players[p].deck[:2]
    play(g, esmeralda)
    pick(g, first)
    assert first in g.players[p].reserve and second in g.players[p].discard


def test_alt_core_b_ly_30_r_does_not_help_the_opponent():
    g, p = start()
    put(g, 1 - p, "ALT_CORE_B_LY_30_R", Zone.LANDMARKS)
    trickster = put(g, p, "ALT_CORE_B_LY_06_C")
    fix_dice(g, 5, 1)
    play(g, trickster)
    assert g.cards[trickster].boosts == 2  # one die only: the first result


def test_alt_core_b_ly_30_c_rolls_an_extra_die_and_keeps_the_chosen_one():
    g, p = start()
    put(g, p, "ALT_CORE_B_LY_30_C", Zone.LANDMARKS)
    fix_dice(g, 1, 6)
    trickster = put(g, p, "ALT_CORE_B_LY_06_C")
    play(g, trickster)
    settle(g)
    assert g.pending.kind == "die"
    assert sorted(options(g)) == ["keep_die 1", "keep_die 6"]
    act(g, "keep_die 6")
    assert g.cards[trickster].boosts == 2
    check_facts("ALT_CORE_B_LY_30_C", 4, 4, None, "LY")


def test_alt_core_b_ly_30_c_is_a_landmark_played_for_four():
    g, p = start()
    add_mana(g, p, 1)
    bastion = put(g, p, "ALT_CORE_B_LY_30_C")
    play(g, bastion)
    assert bastion in g.players[p].landmarks


def test_alt_core_b_ly_30_type_line_names_its_zone_type():
    # the type line's zone type (CR 2.2.3.b-c), shown by the inspector with the sub-types
    for version in ("ALT_CORE_B_LY_30_C", "ALT_CORE_B_LY_30_R", "ALT_CORE_B_LY_30_R2"):
        assert "Landmark" in card(version).subtypes
