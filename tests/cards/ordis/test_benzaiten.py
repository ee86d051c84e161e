"""Benzaiten: {J} if my Expedition is behind, draw a card (R1: otherwise, Resupply)."""

from altered_tui.engine.types import Side

from tests.abilities.support import play
from tests.cards.builders import add_mana, put, start


def _joins(version: str, behind: bool) -> tuple[int, int]:
    """(cards drawn, cards Resupplied)."""
    g, p = start()
    add_mana(g, p, 3)
    if behind:
        g.players[1 - p].positions[Side.HERO] = 1
    benz = put(g, p, version)
    hand, reserve = len(g.players[p].hand), len(g.players[p].reserve)
    play(g, benz)
    return len(g.players[p].hand) - (hand - 1), len(g.players[p].reserve) - reserve


def test_alt_alize_b_or_46_c_draws_when_behind():
    assert _joins("ALT_ALIZE_B_OR_46_C", behind=True) == (1, 0)
    assert _joins("ALT_ALIZE_B_OR_46_C", behind=False) == (0, 0)


def test_alt_alize_b_or_46_r1_draws_when_behind_otherwise_resupplies():
    assert _joins("ALT_ALIZE_B_OR_46_R1", behind=True) == (1, 0)
    assert _joins("ALT_ALIZE_B_OR_46_R1", behind=False) == (0, 1)


def test_alt_alize_b_or_46_r2_draws_when_behind():
    assert _joins("ALT_ALIZE_B_OR_46_R2", behind=True) == (1, 0)
    assert _joins("ALT_ALIZE_B_OR_46_R2", behind=False) == (0, 0)
