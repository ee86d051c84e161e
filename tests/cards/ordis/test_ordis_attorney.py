"""Ordis Attorney: when my Expedition fails to move forward during Dusk, draw a card."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.cards.builders import finish_day, play_from_hand, put, reaction_draws, start


def _dusk(card_id, blocked):
    g, p = start()
    put(g, p, card_id, Zone.EXPEDITION, Side.HERO)
    if blocked:
        put(g, 1 - p, "ALT_CORE_B_YZ_15_C", Zone.EXPEDITION, Side.HERO)  # 5/5/5 faces it
    finish_day(g)
    return g, p


def test_alt_core_b_or_16_c_draws_when_its_expedition_fails_to_move():
    g, p = _dusk("ALT_CORE_B_OR_16_C", blocked=True)
    assert g.players[p].positions[Side.HERO] == 0
    assert reaction_draws(g, p) == 1  # only its own Expedition counts


def test_alt_core_b_or_16_c_does_not_draw_when_its_expedition_moves_forward():
    g, p = _dusk("ALT_CORE_B_OR_16_C", blocked=False)
    assert g.players[p].positions[Side.HERO] == 1
    assert reaction_draws(g, p) == 0


def test_alt_core_b_or_16_c_costs_3_and_is_2_3_3():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_16_C")
    assert (paid, stats(g, cid)) == (3, (2, 3, 3))


def test_alt_core_b_or_16_r_draws_when_its_expedition_fails_to_move():
    g, p = _dusk("ALT_CORE_B_OR_16_R", blocked=True)
    assert reaction_draws(g, p) == 1


def test_alt_core_b_or_16_r_costs_2_and_is_2_2_2():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_16_R")
    assert (paid, stats(g, cid)) == (2, (2, 2, 2))


def test_alt_core_b_or_16_r2_draws_when_its_expedition_fails_to_move():
    g, p = _dusk("ALT_CORE_B_OR_16_R2", blocked=True)
    assert reaction_draws(g, p) == 1
    g, p = _dusk("ALT_CORE_B_OR_16_R2", blocked=False)
    assert reaction_draws(g, p) == 0
