"""Pastry Chef: {R} if I have 2 or more boosts, draw a card. Support: 1 boost up to 3 when you
play another Character (Yzmir R2: up to 2, when you play a Spell). The rares are Seasoned."""

from altered_tui.engine.types import Status, Zone

from tests.cards.builders import (
    PLAY_CHARACTER, PLAY_SPELL, from_reserve_with_boosts, gains_up_to, send_to_reserve, settle,
)


def _draws_with_two_boosts(version: str) -> None:
    for boosts, drawn in ((2, 1), (1, 0)):
        hand: list[int] = []
        g, p, cid = from_reserve_with_boosts(version, boosts, hand)
        settle(g)
        assert len(g.players[p].hand) == hand[0] + drawn


def _back_to_reserve(version: str) -> int:
    """Its boosts once sent from the Expedition to Reserve (not Fleeting, so it gets there)."""
    g, p, cid = from_reserve_with_boosts(version, 2)
    settle(g)
    g.cards[cid].status &= ~Status.FLEETING
    send_to_reserve(g, cid)
    assert g.cards[cid].zone is Zone.RESERVE
    return g.cards[cid].boosts


def _keeps_its_boosts_going_to_reserve(version: str) -> None:
    assert _back_to_reserve(version) == 2  # CR 7.4.6.b


def test_alt_bise_b_br_54_c_draws_from_reserve_with_two_boosts_and_gains_up_to_three():
    _draws_with_two_boosts("ALT_BISE_B_BR_54_C")
    assert gains_up_to("ALT_BISE_B_BR_54_C", PLAY_CHARACTER, 4) == [1, 2, 3, 3]
    assert _back_to_reserve("ALT_BISE_B_BR_54_C") == 0  # not Seasoned (CR 2.5.j)


def test_alt_bise_b_br_54_r1_is_seasoned():
    _draws_with_two_boosts("ALT_BISE_B_BR_54_R1")
    _keeps_its_boosts_going_to_reserve("ALT_BISE_B_BR_54_R1")
    assert gains_up_to("ALT_BISE_B_BR_54_R1", PLAY_CHARACTER, 4) == [1, 2, 3, 3]


def test_alt_bise_b_br_54_r2_is_seasoned_and_supports_spells_up_to_two():
    _draws_with_two_boosts("ALT_BISE_B_BR_54_R2")
    _keeps_its_boosts_going_to_reserve("ALT_BISE_B_BR_54_R2")
    assert gains_up_to("ALT_BISE_B_BR_54_R2", PLAY_SPELL, 3) == [1, 2, 2]
