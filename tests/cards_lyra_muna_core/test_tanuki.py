"""Tanuki (Bravos rare): {H} Sabotage."""

from tests.cards_lyra_muna_core.helpers import CHRONICLER, Zone, check_facts, pick, play, put, settle, start


def test_alt_core_b_ly_09_r2_played_from_hand_sabotages_a_reserve_card():
    g, p = start()
    victim = put(g, 1 - p, CHRONICLER, Zone.RESERVE)
    tanuki = put(g, p, "ALT_CORE_B_LY_09_R2")
    play(g, tanuki)
    settle(g)
    pick(g, victim)
    assert victim in g.players[1 - p].discard
    check_facts("ALT_CORE_B_LY_09_R2", 3, 3, (3, 3, 0), "BR")
