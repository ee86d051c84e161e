"""Hestia: support Reaction, when you play another Character you may pay 1 to give it a boost.
The Bravos rare has Scout 2."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, add_mana, put, ready_mana, settle, start


def _boosts_the_next_character(version: str, answer: str) -> tuple[int, int]:
    g, p = start()
    put(g, p, version, Zone.RESERVE)
    amelia = put(g, p, AMELIA)
    add_mana(g, p, 1)
    before = ready_mana(g, p)
    play(g, amelia)
    settle(g)
    assert g.pending.kind == "may" and "yes" in options(g)
    act(g, answer)
    return g.cards[amelia].boosts, before - ready_mana(g, p)


def _supports(version: str) -> None:
    assert _boosts_the_next_character(version, "yes") == (1, 4)  # Amelia's 3, then 1
    assert _boosts_the_next_character(version, "no") == (0, 3)


def test_alt_bise_b_br_55_c_may_pay_one_to_boost_the_character_you_play():
    _supports("ALT_BISE_B_BR_55_C")


def test_alt_bise_b_br_55_r2_may_pay_one_to_boost_the_character_you_play():
    _supports("ALT_BISE_B_BR_55_R2")


def test_alt_bise_b_br_55_r1_scouts_for_2_and_supports():
    _supports("ALT_BISE_B_BR_55_R1")
    g, p = start()
    hestia = put(g, p, "ALT_BISE_B_BR_55_R1")
    before = ready_mana(g, p)
    act(g, f"play Hestia#{hestia}@hand -> hero scout")
    settle(g)
    assert before - ready_mana(g, p) == 2  # CR 7.4.5: its Scout cost
    assert g.cards[hestia].zone is Zone.RESERVE
