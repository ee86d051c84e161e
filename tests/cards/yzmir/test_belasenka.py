"""Belasenka: {H} you may exhaust target card in Reserve; the rares: then, if there are two or
more exhausted cards in Reserve (both players' Reserves), I gain 1 boost."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, SKALD, add_mana, pick_if_asked, put, start


def _from_hand(version: str, already_exhausted: int, accept: bool = True):
    g, p = start()
    add_mana(g, p, 1)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    for _ in range(already_exhausted):
        g.cards[put(g, p, SKALD, Zone.RESERVE)].status |= Status.EXHAUSTED
    bela = put(g, p, version)
    play(g, bela)
    act(g, "yes" if accept else "no")
    if accept:
        pick_if_asked(g, theirs)
        assert g.cards[theirs].has(Status.EXHAUSTED)
    return g.cards[bela]


def test_alt_alize_b_yz_35_c_from_hand_exhausts_target_card_in_reserve():
    assert _from_hand("ALT_ALIZE_B_YZ_35_C", already_exhausted=1).boosts == 0


def _boost_with_two_exhausted(version: str) -> None:
    assert _from_hand(version, already_exhausted=1).boosts == 1  # 1 + the one just exhausted
    assert _from_hand(version, already_exhausted=0).boosts == 0
    assert _from_hand(version, already_exhausted=2, accept=False).boosts == 1


def test_alt_alize_b_yz_35_r1_boost_with_two_exhausted_cards_in_reserve():
    _boost_with_two_exhausted("ALT_ALIZE_B_YZ_35_R1")


def test_alt_alize_b_yz_35_r2_boost_with_two_exhausted_cards_in_reserve():
    _boost_with_two_exhausted("ALT_ALIZE_B_YZ_35_R2")
