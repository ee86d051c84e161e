"""Aby, Sap Courier: Scout 1 (rares: Scout 2, CR 7.4.5); as it joins, you may augment target
card in play or in Reserve (rares: augment any number of them, CR 7.3.3)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act
from tests.cards.builders import augment_these, put, ready_mana, start, with_counters_to_augment


def _scouted(version: str, scout: int, augmented: str) -> None:
    g, p = start()
    mine, theirs = with_counters_to_augment(g, p)
    aby = put(g, p, version)
    before = ready_mana(g, p)
    act(g, f"play Aby, Sap Courier#{aby}@hand -> hero scout")
    augment_these(g, [mine, theirs] if augmented == "both" else [mine])
    assert before - ready_mana(g, p) == scout
    assert g.cards[aby].zone is Zone.RESERVE  # the Scout's {H} sent it to Reserve
    assert g.cards[mine].counters["kelon"] == 3
    assert g.cards[theirs].boosts == (2 if augmented == "both" else 1)


def test_alt_bise_b_ax_54_c_scouts_for_1_and_may_augment_one_card():
    _scouted("ALT_BISE_B_AX_54_C", 1, "one")


def test_alt_bise_b_ax_54_r1_scouts_for_2_and_augments_any_number_of_cards():
    _scouted("ALT_BISE_B_AX_54_R1", 2, "both")


def test_alt_bise_b_ax_54_r2_scouts_for_2_and_augments_any_number_of_cards():
    _scouted("ALT_BISE_B_AX_54_R2", 2, "both")
