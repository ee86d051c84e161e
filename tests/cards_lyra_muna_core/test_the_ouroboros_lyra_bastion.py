"""The Ouroboros, Lyra Bastion (common): when you roll dice, roll one more and keep the roll
of your choice."""

from tests.cards_lyra_muna_core.helpers import (
    Zone, act, add_mana, check_facts, fix_dice, options, play, put, settle, start,
)


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
