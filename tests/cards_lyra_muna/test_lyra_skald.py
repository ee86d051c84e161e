"""Lyra Skald: a vanilla Character (2/2, 3-0-2)."""

from altered_tui.engine.characteristics import stats

from tests.cards_lyra_muna.helpers import Zone, play, put, ready_mana, start


def test_alt_core_b_ly_08_c_played_from_hand_costs_two_with_its_printed_stats():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_LY_08_C")
    before = ready_mana(g, p)
    play(g, cid)
    assert ready_mana(g, p) == before - 2
    assert cid in g.players[p].expeditions[g.cards[cid].side]
    assert stats(g, cid) == (3, 0, 2)


def test_alt_core_b_ly_08_c_played_from_reserve_costs_two():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_LY_08_C", Zone.RESERVE)
    before = ready_mana(g, p)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == before - 2
    assert g.cards[cid].zone is Zone.EXPEDITION
