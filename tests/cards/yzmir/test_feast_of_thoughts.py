"""Feast of Thoughts: choose X+1 modes, X being my Arcane counters: draw a card, a Mana Moth
token, remove 3 counters from a card in play or in Reserve, Sabotage (Yzmir R1: the same mode
may be chosen again). Support: 1 Arcane counter when you play another Spell, up to 3 (R1: up
to 6; Ordis R2: when a Character joins your Expeditions)."""

from altered_tui.engine.types import Side

from tests.abilities.support import act, options
from tests.cards.builders import (
    AMELIA, PLAY_CHARACTER, PLAY_SPELL, gains_up_to, target, with_counters_from_reserve,
)


def _mode(g, n: int) -> None:
    act(g, next(o for o in options(g) if o == f"mode {n}"))


def test_alt_bise_b_yz_61_c_chooses_x_plus_1_different_modes():
    g, p, feast, [amelia] = with_counters_from_reserve("ALT_BISE_B_YZ_61_C", "arcane", 1,
                                                       ((AMELIA, Side.HERO),))
    g.cards[amelia].counters["boost"] = 4
    hand = len(g.players[p].hand)
    _mode(g, 1)
    assert not any(o == "mode 1" for o in options(g))  # each mode once (CR 6.5.g)
    _mode(g, 3)
    target(g, amelia)
    assert len(g.players[p].hand) == hand + 1 and g.cards[amelia].boosts == 1  # CR 2.5.g
    assert gains_up_to("ALT_BISE_B_YZ_61_C", PLAY_SPELL, 4, "arcane") == [1, 2, 3, 3]


def test_alt_bise_b_yz_61_r1_may_choose_a_mode_again_and_gains_up_to_six():
    g, p, feast, _ = with_counters_from_reserve("ALT_BISE_B_YZ_61_R1", "arcane", 2)
    hand = len(g.players[p].hand)
    for _ in range(3):
        _mode(g, 1)
    assert len(g.players[p].hand) == hand + 3
    assert gains_up_to("ALT_BISE_B_YZ_61_R1", PLAY_SPELL, 7, "arcane") == [1, 2, 3, 4, 5, 6, 6]


def test_alt_bise_b_yz_61_r2_chooses_modes_and_gains_arcane_when_a_character_joins():
    g, p, feast, _ = with_counters_from_reserve("ALT_BISE_B_YZ_61_R2", "arcane", 0)
    hand = len(g.players[p].hand)
    _mode(g, 1)  # X+1 = one mode only
    assert len(g.players[p].hand) == hand + 1 and g.pending.kind != "mode"
    assert gains_up_to("ALT_BISE_B_YZ_61_R2", PLAY_CHARACTER, 4, "arcane") == [1, 2, 3, 3]
