"""Sap Sniffer: you may augment target card in play or in Reserve (CR 7.3.3) when it is
played from Reserve (common, Bravos rare) or as it joins (Axiom rare)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, augment_these, put, start, with_counters_to_augment


def _sniffs(version: str, src: str) -> None:
    g, p = start()
    mine, theirs = with_counters_to_augment(g, p)
    sniffer = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    add_mana(g, p, 1)
    play(g, sniffer, src=src)
    augment_these(g, [mine])
    assert g.cards[mine].counters["kelon"] == 3
    assert g.cards[theirs].boosts == 1  # one target only


def test_alt_bise_b_ax_49_c_augments_a_card_when_played_from_reserve():
    _sniffs("ALT_BISE_B_AX_49_C", "reserve")


def test_alt_bise_b_ax_49_r1_augments_a_card_as_it_joins():
    _sniffs("ALT_BISE_B_AX_49_R1", "hand")


def test_alt_bise_b_ax_49_r2_augments_a_card_when_played_from_reserve():
    _sniffs("ALT_BISE_B_AX_49_R2", "reserve")
    g, p = start()
    mine, _theirs = with_counters_to_augment(g, p)
    sniffer = put(g, p, "ALT_BISE_B_AX_49_R2")
    play(g, sniffer)  # from hand: no Reaction
    assert g.pending.kind == "turn" and g.cards[mine].counters["kelon"] == 2
