"""Yong-Su, Verdant Weaver: {J} if you control two or more Plants, I gain 2 boosts."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, put, ready_mana, start


PLANT = "ALT_CORE_B_MU_08_C"  # Sneezer Shroom


def _play(card_id, my_plants, their_plants=0):
    g, p = start()
    add_mana(g, p, 1)
    for _ in range(my_plants):
        put(g, p, PLANT, Zone.EXPEDITION)
    for _ in range(their_plants):
        put(g, 1 - p, PLANT, Zone.EXPEDITION)
    cid = put(g, p, card_id)
    before = ready_mana(g, p)
    play(g, cid)
    return g, cid, before - ready_mana(g, p)


def test_alt_core_b_mu_10_c_gains_two_boosts_with_two_plants():
    g, cid, paid = _play("ALT_CORE_B_MU_10_C", 2)
    assert paid == 3 and g.cards[cid].boosts == 2


def test_alt_core_b_mu_10_c_gains_nothing_with_one_plant_or_the_opponents_plants():
    g, cid, paid = _play("ALT_CORE_B_MU_10_C", 1, their_plants=2)
    assert g.cards[cid].boosts == 0


def test_alt_core_b_mu_10_r_costs_two_and_gains_two_boosts_with_two_plants():
    g, cid, paid = _play("ALT_CORE_B_MU_10_R", 2)
    assert paid == 2 and g.cards[cid].boosts == 2


def test_alt_core_b_mu_10_r_gains_nothing_without_plants():
    g, cid, paid = _play("ALT_CORE_B_MU_10_R", 0)
    assert g.cards[cid].boosts == 0


NAVIGATOR = "ALT_CORE_B_LY_12_C"  # Lyra Navigator: 0/0/4
PATHFINDER = "ALT_CORE_B_BR_08_C"  # Bravos Pathfinder: 0/3/3


def _yong_su_r2(*board):
    g, p = start()
    for card_id in board:
        put(g, p, card_id, Zone.EXPEDITION)
    cid = put(g, p, "ALT_CORE_B_MU_10_R2")
    before = ready_mana(g, p)
    play(g, cid)
    return g, cid, before - ready_mana(g, p)


def test_alt_core_b_mu_10_r2_three_base_statistics_of_0_give_two_boosts():
    g, cid, paid = _yong_su_r2(NAVIGATOR, PATHFINDER)
    assert paid == 3 and g.cards[cid].boosts == 2


def test_alt_core_b_mu_10_r2_two_base_statistics_of_0_are_not_enough():
    g, cid, paid = _yong_su_r2(NAVIGATOR, PLANT)
    assert g.cards[cid].boosts == 0
