"""Departed Brother: {R} you may pay {1} to draw a card; the rares: when you pass first
(CR 4.2.3.b)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import check_facts, put, ready_mana, settle, start


def test_alt_duster_b_br_101_c_from_reserve_may_pay_1_to_draw():
    check_facts("ALT_DUSTER_B_BR_101_C", 3, 3, (4, 4, 1), "BR")
    g, p = start()
    play(g, put(g, p, "ALT_DUSTER_B_BR_101_C", Zone.RESERVE), src="reserve")
    settle(g)
    hand, mana = len(g.players[p].hand), ready_mana(g, p)
    add = 1 if mana else 0
    assert g.pending.kind == "may"
    act(g, "yes" if add else "no")
    assert len(g.players[p].hand) == hand + add and ready_mana(g, p) == mana - add


def _rare(version: str, faction: str) -> None:
    check_facts(version, 3, 3, (4, 4, 1), faction)
    g, p = start()
    put(g, p, version, Zone.EXPEDITION, Side.HERO)
    hand, mana = len(g.players[p].hand), ready_mana(g, p)
    act(g, "pass")  # first to pass
    settle(g)
    assert g.pending.kind == "may" and g.pending.player == p
    act(g, "yes")
    assert len(g.players[p].hand) == hand + 1 and ready_mana(g, p) == mana - 1


def test_alt_duster_b_br_101_r1_passing_first_may_pay_1_to_draw():
    _rare("ALT_DUSTER_B_BR_101_R1", "BR")


def test_alt_duster_b_br_101_r2_passing_first_may_pay_1_to_draw():
    _rare("ALT_DUSTER_B_BR_101_R2", "MU")
