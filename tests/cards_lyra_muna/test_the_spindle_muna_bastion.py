"""The Spindle, Muna Bastion (Bravos rare): Characters you control have Tough 2."""

from altered_tui.engine.characteristics import tough

from tests.cards_lyra_muna.helpers import Zone, options, pick, play, put, ready_mana, start


def test_alt_core_b_mu_30_r2_my_characters_have_tough_two_against_the_opponent():
    g, p = start()
    mine = put(g, p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)
    spindle = put(g, p, "ALT_CORE_B_MU_30_R2")
    play(g, spindle)
    assert spindle in g.players[p].landmarks
    assert tough(g, mine) == 2
    # the opponent's Beauty Sleep must pay Tough 2 on top of its cost to target it
    assert g.pending.player == 1 - p
    sleep = put(g, 1 - p, "ALT_CORE_B_MU_28_C")
    before = ready_mana(g, 1 - p)
    play(g, sleep)
    assert any(f"#{mine} tough 2" in o for o in options(g))
    pick(g, mine)
    assert before - ready_mana(g, 1 - p) == 3


def test_alt_core_b_mu_30_r2_opponents_characters_are_not_tough():
    g, p = start()
    theirs = put(g, 1 - p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)
    put(g, p, "ALT_CORE_B_MU_30_R2", Zone.LANDMARKS)
    assert tough(g, theirs) == 0
