"""Stigma of Stagnation (Corruption): {R} discard your hand."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, card, check_facts, put, settle, start


def test_alt_eole_b_ax_116_c_from_reserve_discards_your_hand():
    check_facts("ALT_EOLE_B_AX_116_C", 4, 3, (3, 5, 5), "AX")
    assert card("ALT_EOLE_B_AX_116_C").has_subtype("Corruption")
    g, p = start()
    add_mana(g, p, 3)
    hand = list(g.players[p].hand)
    assert hand
    play(g, put(g, p, "ALT_EOLE_B_AX_116_C", Zone.RESERVE), src="reserve")
    settle(g)
    assert not g.players[p].hand and all(g.cards[c].zone is Zone.DISCARD for c in hand)
    g, p = start()
    add_mana(g, p, 4)
    play(g, put(g, p, "ALT_EOLE_B_AX_116_C"))
    settle(g)
    assert g.players[p].hand  # from hand: nothing


def _joins_discards_your_hand(version: str, faction: str) -> None:
    check_facts(version, 3, 3, (5, 5, 5), faction)
    for src in ("hand", "reserve"):
        g, p = start()
        add_mana(g, p, 3)
        hand = list(g.players[p].hand)
        play(g, put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE), src=src)
        settle(g)
        assert not g.players[p].hand and all(g.cards[c].zone is Zone.DISCARD for c in hand)


def test_alt_eole_b_ax_116_r1_as_it_joins_discards_your_hand():
    _joins_discards_your_hand("ALT_EOLE_B_AX_116_R1", "AX")


def test_alt_eole_b_ax_116_r2_as_it_joins_discards_your_hand():
    _joins_discards_your_hand("ALT_EOLE_B_AX_116_R2", "YZ")
