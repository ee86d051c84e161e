"""Caladrius: {H} you may send to Reserve target Character with Hand Cost 2 or less (the rares:
1 or less) (CR 7.3.26)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import (AMELIA, SKALD, TROOPER, add_mana, can_pick, check_facts, facts,
                                  pick_if_asked, put, start)


def _sends(card_id, cheap_id, dear_id):
    g, p = start()
    cheap = put(g, 1 - p, cheap_id, Zone.EXPEDITION)
    dear = put(g, 1 - p, dear_id, Zone.EXPEDITION)
    cal = put(g, p, card_id)
    add_mana(g, p, 1)
    play(g, cal)
    act(g, "yes")
    assert not can_pick(g, dear)
    pick_if_asked(g, cheap)  # the one legal target may be taken for the player
    assert cheap in g.players[1 - p].reserve and g.cards[dear].zone is Zone.EXPEDITION


def test_alt_cyclone_b_yz_72_c_sends_a_character_of_hand_cost_two_to_reserve():
    _sends("ALT_CYCLONE_B_YZ_72_C", SKALD, AMELIA)  # Hand Cost 2 yes, 3 no
    check_facts("ALT_CYCLONE_B_YZ_72_C", 3, 1, (1, 1, 2), "YZ")


def test_alt_cyclone_b_yz_72_r1_only_hand_cost_one_or_less():
    _sends("ALT_CYCLONE_B_YZ_72_R1", TROOPER, SKALD)
    check_facts("ALT_CYCLONE_B_YZ_72_R1", 2, 1, (1, 1, 2), "YZ")


def test_alt_cyclone_b_yz_72_r2_only_hand_cost_one_or_less():
    _sends("ALT_CYCLONE_B_YZ_72_R2", TROOPER, SKALD)
    check_facts("ALT_CYCLONE_B_YZ_72_R2", 2, 1, (1, 1, 2), "MU")
    facts("ALT_CYCLONE_B_YZ_72_R2", 2, 1, (1, 1, 2), "MU")
