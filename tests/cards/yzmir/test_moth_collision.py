"""Moth Collision: Fleeting; I cost {1} less if you control an Illusion; discard target
Character (CR 7.3.5). Yzmir rare: {2} less, a target with Hand Cost 3 or less; Ordis rare:
{1} less if you control a Soldier."""

from altered_tui.engine.types import Zone

from tests.cards.builders import (AMELIA, ASMODEUS, CHRONICLER, TROOPER, add_mana, can_pick,
                                  check_facts, pick, pick_if_asked, put, spell_cost_paid, start)

MOTH = "ALT_ALIZE_B_YZ_47_C"  # Mana Moth, an Illusion token


def _collides(card_id, helper, cheaper, victim_id=AMELIA):
    g, p = start()
    add_mana(g, p, 1)
    victim = put(g, 1 - p, victim_id, Zone.EXPEDITION)
    collision = put(g, p, card_id)
    if helper is not None:
        put(g, p, helper, Zone.EXPEDITION)
    assert spell_cost_paid(g, p, collision) == 4 - cheaper
    pick_if_asked(g, victim)
    assert victim in g.players[1 - p].discard
    assert collision in g.players[p].discard  # Fleeting
    return g, p


def test_alt_cyclone_b_yz_75_c_discards_a_character_one_less_with_an_illusion():
    _collides("ALT_CYCLONE_B_YZ_75_C", MOTH, 1)
    _collides("ALT_CYCLONE_B_YZ_75_C", None, 0, ASMODEUS)
    _collides("ALT_CYCLONE_B_YZ_75_C", TROOPER, 0)  # a Soldier is no Illusion
    check_facts("ALT_CYCLONE_B_YZ_75_C", 4, 4, None, "YZ")


def test_alt_cyclone_b_yz_75_r1_two_less_and_only_hand_cost_three_or_less():
    _collides("ALT_CYCLONE_B_YZ_75_R1", MOTH, 2, CHRONICLER)
    g, p = start()
    add_mana(g, p, 1)
    big = put(g, 1 - p, ASMODEUS, Zone.EXPEDITION)
    small = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    collision = put(g, p, "ALT_CYCLONE_B_YZ_75_R1")
    assert spell_cost_paid(g, p, collision) == 4
    assert not can_pick(g, big)
    pick_if_asked(g, small)
    assert small in g.players[1 - p].discard and g.cards[big].zone is Zone.EXPEDITION
    check_facts("ALT_CYCLONE_B_YZ_75_R1", 4, 4, None, "YZ")


def test_alt_cyclone_b_yz_75_r2_one_less_with_a_soldier():
    _collides("ALT_CYCLONE_B_YZ_75_R2", TROOPER, 1)
    _collides("ALT_CYCLONE_B_YZ_75_R2", MOTH, 0)
    check_facts("ALT_CYCLONE_B_YZ_75_R2", 4, 4, None, "OR")
