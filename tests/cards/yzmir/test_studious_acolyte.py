"""Studious Acolyte: Spells you play with Base Cost 4 or more cost {1} less (CR 5.1.2.e);
Yzmir rare: {2} less for Base Cost 7 or more; Axiom rare: Permanents with Base Cost 4 or more,
{1} less (Base Cost: README, Rules notes)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act
from tests.cards.builders import (HUB, REPROCESSOR, SEAL, add_mana, check_facts, put,
                                  resolve_spell, spell_cost_paid, start)

BLAST = "ALT_CORE_B_YZ_27_C"  # Celestial Blast: Spell, Hand and Reserve Cost 7


def _acolyte(card_id):
    g, p = start()
    put(g, p, card_id, Zone.EXPEDITION)
    add_mana(g, p, 10)
    return g, p


def test_alt_cyclone_b_yz_68_c_spells_of_base_cost_four_or_more_cost_one_less():
    g, p = _acolyte("ALT_CYCLONE_B_YZ_68_C")
    assert spell_cost_paid(g, p, put(g, p, SEAL, Zone.RESERVE), "reserve") == 4  # Base Cost 5
    act(g, "pass")
    assert spell_cost_paid(g, p, put(g, p, SEAL)) == 3  # Base Cost 3 from hand
    g, p = start()
    put(g, 1 - p, "ALT_CYCLONE_B_YZ_68_C", Zone.EXPEDITION)  # the opponent's: not for me
    add_mana(g, p, 2)
    assert spell_cost_paid(g, p, put(g, p, SEAL, Zone.RESERVE), "reserve") == 5
    check_facts("ALT_CYCLONE_B_YZ_68_C", 2, 1, (1, 1, 1), "YZ")


def test_alt_cyclone_b_yz_68_r1_spells_of_base_cost_seven_or_more_cost_two_less():
    g, p = _acolyte("ALT_CYCLONE_B_YZ_68_R1")
    blast = put(g, p, BLAST)
    assert spell_cost_paid(g, p, blast) == 5
    resolve_spell(g, blast)
    act(g, "pass")
    assert spell_cost_paid(g, p, put(g, p, SEAL, Zone.RESERVE), "reserve") == 5  # Base Cost 5
    check_facts("ALT_CYCLONE_B_YZ_68_R1", 2, 1, (1, 1, 1), "YZ")


def test_alt_cyclone_b_yz_68_r2_permanents_of_base_cost_four_or_more_cost_one_less():
    g, p = _acolyte("ALT_CYCLONE_B_YZ_68_R2")
    assert spell_cost_paid(g, p, put(g, p, REPROCESSOR)) == 3  # Base Cost 4
    act(g, "pass")
    assert spell_cost_paid(g, p, put(g, p, HUB)) == 3  # Base Cost 3
    assert spell_cost_paid(g, p, put(g, p, SEAL, Zone.RESERVE), "reserve") == 5  # a Spell
    check_facts("ALT_CYCLONE_B_YZ_68_R2", 2, 1, (1, 1, 1), "AX")
