"""Sap Extractor, a Landmark: at Noon, you may augment target card in play or in Reserve
(rares: augment any number of them, CR 7.3.3)."""

from altered_tui.engine.types import Zone

from tests.cards.builders import (
    advance_to_noon, augment_these, put, start, with_counters_to_augment,
)


def _at_noon(version: str, both: bool) -> None:
    g, p = start()
    put(g, p, version, Zone.LANDMARKS)
    placed: list[int] = []

    def place(g):  # after Rest, so the boost stays on the Character in play
        if not placed:
            placed.extend(with_counters_to_augment(g, p))

    advance_to_noon(g, before_noon=place,
                    stop=lambda g: g.pending.kind in ("may", "target") and g.pending.player == p)
    mine, theirs = placed
    augment_these(g, [mine, theirs] if both else [mine])
    assert g.cards[mine].counters["kelon"] == 3
    assert g.cards[theirs].boosts == (2 if both else 1)


def test_alt_bise_b_ax_60_c_may_augment_a_card_at_noon():
    _at_noon("ALT_BISE_B_AX_60_C", both=False)


def test_alt_bise_b_ax_60_r1_augments_any_number_of_cards_at_noon():
    _at_noon("ALT_BISE_B_AX_60_R1", both=True)


def test_alt_bise_b_ax_60_r2_augments_any_number_of_cards_at_noon():
    _at_noon("ALT_BISE_B_AX_60_R2", both=True)
