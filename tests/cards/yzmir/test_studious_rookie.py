"""Studious Rookie: when you play a Spell with Base Cost {4} or more (the cost of the zone it
is played from), if I have no boosts, I gain 1 boost. R1: I gain 1 boost, each time. Ordis R2:
the same for a Permanent."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import (
    MAGICAL_TRAINING, SEAL, add_mana, check_facts, end_turn_of_opponent, put, resolve_spell,
    settle, spell_cost_paid, start,
)

REPROCESSOR = "ALT_CORE_B_AX_25_C"  # a Permanent with Hand Cost 4
CYLINDER = "ALT_CORE_B_AX_26_C"  # a Permanent with Hand Cost 1


def boosts_after(version: str, cards: list[tuple[str, str]]) -> int:
    g, p = start()
    add_mana(g, p, 8)
    me = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    for i, (card_id, src) in enumerate(cards):
        if i:
            end_turn_of_opponent(g, p)
        cid = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
        spell_cost_paid(g, p, cid, src)
        if g.cdef(cid).type.value == "spell":
            resolve_spell(g, cid)
        settle(g)
    return g.cards[me].boosts


def test_alt_duster_b_yz_88_c_a_boost_for_a_dear_spell_if_i_have_none():
    assert boosts_after("ALT_DUSTER_B_YZ_88_C", [(SEAL, "reserve")]) == 1  # Reserve Cost 5
    assert boosts_after("ALT_DUSTER_B_YZ_88_C", [(SEAL, "reserve"), (SEAL, "reserve")]) == 1
    assert boosts_after("ALT_DUSTER_B_YZ_88_C", [(MAGICAL_TRAINING, "hand")]) == 0
    check_facts("ALT_DUSTER_B_YZ_88_C", 1, 1, (0, 0, 1), "YZ")


def test_alt_duster_b_yz_88_r1_a_boost_for_each_dear_spell():
    assert boosts_after("ALT_DUSTER_B_YZ_88_R1", [(SEAL, "reserve"), (SEAL, "reserve")]) == 2
    assert boosts_after("ALT_DUSTER_B_YZ_88_R1", [(MAGICAL_TRAINING, "hand")]) == 0
    check_facts("ALT_DUSTER_B_YZ_88_R1", 1, 1, (0, 1, 1), "YZ")


def test_alt_duster_b_yz_88_r2_a_boost_for_each_dear_permanent():
    assert boosts_after("ALT_DUSTER_B_YZ_88_R2", [(REPROCESSOR, "hand")]) == 1
    assert boosts_after("ALT_DUSTER_B_YZ_88_R2", [(CYLINDER, "hand"), (SEAL, "reserve")]) == 0
    check_facts("ALT_DUSTER_B_YZ_88_R2", 1, 1, (0, 1, 1), "OR")
