"""Kelon Elemental: {H} put a card from your hand in Reserve."""

from tests.cards_axiom_bravos.helpers import Zone, act, label, new_game, options, play, put

KELON_ELEMENTAL = "ALT_CORE_B_AX_04_C"
AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_ax_04_c_played_from_hand_puts_a_card_from_hand_in_reserve():
    g, p = new_game()
    spare = put(g, p, AMELIA)
    cid = put(g, p, KELON_ELEMENTAL)
    play(g, cid)
    assert g.pending.player == p and g.pending.kind == "choose"
    act(g, f"choose {label(g, spare)}")
    assert spare in g.players[p].reserve and spare not in g.players[p].hand


def test_alt_core_b_ax_04_c_played_from_reserve_does_nothing_to_the_hand():
    g, p = new_game()
    hand = list(g.players[p].hand)
    cid = put(g, p, KELON_ELEMENTAL, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert g.pending.kind == "turn" and g.pending.player == 1 - p
    assert g.players[p].hand == hand
    assert not any(o.startswith("choose") for o in options(g))
