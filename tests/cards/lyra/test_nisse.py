"""Nisse: {H} roll a die: on 4+ Resupply, on 1-3 Exhausted Resupply (CR 7.3.19, 7.3.11)."""

import pytest

from altered_tui.engine.types import Status

from tests.abilities.support import play
from tests.cards.builders import add_mana, fix_dice, put, settle, start


def _rolls(version: str, result: int) -> bool:
    """Whether the card Resupplied on that die result is exhausted."""
    g, p = start()
    add_mana(g, p, 1)
    fix_dice(g, result)
    nisse = put(g, p, version)
    top = g.players[p].deck[0]
    play(g, nisse)
    settle(g)
    assert top in g.players[p].reserve
    return g.cards[top].has(Status.EXHAUSTED)


@pytest.mark.parametrize("result, exhausted", [(6, False), (4, False), (3, True), (1, True)])
def test_alt_alize_b_ly_36_c_resupplies_ready_on_4_and_more(result, exhausted):
    assert _rolls("ALT_ALIZE_B_LY_36_C", result) is exhausted


def test_alt_alize_b_ly_36_r1_resupplies_by_the_die():
    assert _rolls("ALT_ALIZE_B_LY_36_R1", 5) is False and _rolls("ALT_ALIZE_B_LY_36_R1", 2) is True


def test_alt_alize_b_ly_36_r2_resupplies_by_the_die():
    assert _rolls("ALT_ALIZE_B_LY_36_R2", 4) is False and _rolls("ALT_ALIZE_B_LY_36_R2", 3) is True
