"""Small Step, Giant Leap: target Expedition moves forward one region; Fleeting except the rare."""

from altered_tui.engine.types import Side

from tests.abilities.support import act
from tests.cards.builders import add_mana, progress, put, spell_cost_paid, start


def _leap(card_id, answer, side, whose):
    g, p = start()
    add_mana(g, p, 3)
    leap = put(g, p, card_id)
    assert spell_cost_paid(g, p, leap) == 6
    act(g, answer)
    player = p if whose == "yours" else 1 - p
    assert progress(g, player, side) == 1 and progress(g, player, side.other) == 0
    return g, p, leap


def test_alt_core_b_yz_25_c_moves_target_expedition_forward_and_is_fleeting():
    g, p, leap = _leap("ALT_CORE_B_YZ_25_C", "expedition -> companion yours", Side.COMPANION, "yours")
    assert leap in g.players[p].discard


def test_alt_core_b_yz_25_r_moves_target_expedition_forward_and_goes_to_reserve():
    g, p, leap = _leap("ALT_CORE_B_YZ_25_R", "expedition -> hero yours", Side.HERO, "yours")
    assert leap in g.players[p].reserve and g.cdef(leap).reserve_cost == 7


def test_alt_core_b_yz_25_r2_may_move_an_opponents_expedition_and_is_fleeting():
    g, p, leap = _leap("ALT_CORE_B_YZ_25_R2", "expedition -> hero theirs", Side.HERO, "theirs")
    assert leap in g.players[p].discard
