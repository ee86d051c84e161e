"""Lyra Chronicler: a vanilla Character (3/3, 4-0-4)."""

from altered_tui.engine.characteristics import stats

from tests.cards_lyra_muna.helpers import play, put, ready_mana, start


def test_alt_core_b_ly_16_c_played_from_hand_costs_three_with_its_printed_stats():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_LY_16_C")
    before = ready_mana(g, p)
    play(g, cid)
    assert ready_mana(g, p) == before - 3
    assert stats(g, cid) == (4, 0, 4)
