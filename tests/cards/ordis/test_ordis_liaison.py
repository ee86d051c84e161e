"""Ordis Liaison: {J} each other Character you control gains 1 boost (R1: each Character in
target Expedition)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import SKALD, add_mana, put, start


def _board(version: str):
    g, p = start()
    add_mana(g, p, 1)
    mine = [put(g, p, SKALD, Zone.EXPEDITION), put(g, p, SKALD, Zone.EXPEDITION, Side.COMPANION)]
    theirs = put(g, 1 - p, SKALD, Zone.EXPEDITION)
    liaison = put(g, p, version)
    play(g, liaison)
    return g, p, liaison, mine, theirs


def _boosts_my_others(version: str) -> None:
    g, p, liaison, mine, theirs = _board(version)
    assert [g.cards[c].boosts for c in mine] == [1, 1]
    assert g.cards[liaison].boosts == 0 and g.cards[theirs].boosts == 0


def test_alt_alize_b_or_41_c_boosts_each_other_character_i_control():
    _boosts_my_others("ALT_ALIZE_B_OR_41_C")


def test_alt_alize_b_or_41_r2_boosts_each_other_character_i_control():
    _boosts_my_others("ALT_ALIZE_B_OR_41_R2")


def test_alt_alize_b_or_41_r1_boosts_each_character_in_target_expedition():
    g, p, liaison, mine, theirs = _board("ALT_ALIZE_B_OR_41_R1")
    act(g, "expedition -> hero theirs")
    assert g.cards[theirs].boosts == 1 and [g.cards[c].boosts for c in mine] == [0, 0]
    g, p, liaison, mine, theirs = _board("ALT_ALIZE_B_OR_41_R1")
    act(g, "expedition -> hero yours")
    assert g.cards[liaison].boosts == 1 and g.cards[mine[0]].boosts == 1  # itself included
    assert g.cards[mine[1]].boosts == 0
