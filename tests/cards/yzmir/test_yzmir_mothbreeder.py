"""Yzmir Mothbreeder: Scout 2 (CR 7.4.5); {H} create a Mana Moth token in target Expedition
(CR 7.3.4)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, put, ready_mana, settle, start, tokens_named


def _scouted(version: str) -> None:
    g, p = start()
    breeder = put(g, p, version)
    before = ready_mana(g, p)
    act(g, f"play Yzmir Mothbreeder#{breeder}@hand -> hero scout")
    settle(g)
    act(g, "expedition -> companion yours")
    assert before - ready_mana(g, p) == 2  # its Scout cost
    assert len(tokens_named(g, p, "Mana Moth", Side.COMPANION)) == 1
    assert g.cards[breeder].zone is Zone.RESERVE  # the Scout's own {H}


def _played(version: str, hand_cost: int) -> None:
    g, p = start()
    add_mana(g, p, hand_cost)
    breeder = put(g, p, version)
    before = ready_mana(g, p)
    play(g, breeder)
    settle(g)
    act(g, "expedition -> hero yours")
    assert before - ready_mana(g, p) == hand_cost
    assert len(tokens_named(g, p, "Mana Moth", Side.HERO)) == 1
    assert g.cards[breeder].zone is Zone.EXPEDITION


def test_alt_bise_b_yz_59_c_scouts_for_2_and_breeds_a_mana_moth():
    _scouted("ALT_BISE_B_YZ_59_C")
    _played("ALT_BISE_B_YZ_59_C", 4)


def test_alt_bise_b_yz_59_r1_breeds_a_mana_moth_for_3_or_scouts_for_2():
    _scouted("ALT_BISE_B_YZ_59_R1")
    _played("ALT_BISE_B_YZ_59_R1", 3)


def test_alt_bise_b_yz_59_r2_scouts_for_2_and_breeds_a_mana_moth():
    _scouted("ALT_BISE_B_YZ_59_R2")
    _played("ALT_BISE_B_YZ_59_R2", 4)
