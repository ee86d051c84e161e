"""The Well of Tears (Landmark): when you play a Spell with Base Cost 4 or more, you may give
target Character 1 boost; the rares: any card with Base Cost 4 or more (Base Cost: README,
Rules notes)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (ACHILLES, AMELIA, SEAL, add_mana, facts, pick_if_asked, play_spell,
                                  put, spell_cost_paid, start)


def _well(card_id):
    g, p = start()
    well = put(g, p, card_id, Zone.LANDMARKS)
    amelia = put(g, p, AMELIA, Zone.EXPEDITION)
    return g, p, well, amelia


def _a_spell_from_reserve_boosts(card_id):
    g, p, well, amelia = _well(card_id)
    add_mana(g, p, 2)
    play_spell(g, put(g, p, SEAL, Zone.RESERVE), "reserve")  # Base Cost 5
    assert options(g) == ["yes", "no"]
    act(g, "yes")
    pick_if_asked(g, amelia)
    assert g.cards[amelia].boosts == 1


def _the_same_spell_from_hand_does_not(card_id):
    g, p, well, amelia = _well(card_id)
    play_spell(g, put(g, p, SEAL))  # Base Cost 3
    assert g.pending.kind == "turn" and g.pending.player == 1 - p
    assert g.cards[amelia].boosts == 0


def test_alt_cyclone_b_yz_82_c_a_costly_spell_may_boost_a_character():
    _a_spell_from_reserve_boosts("ALT_CYCLONE_B_YZ_82_C")
    _the_same_spell_from_hand_does_not("ALT_CYCLONE_B_YZ_82_C")
    g, p, well, amelia = _well("ALT_CYCLONE_B_YZ_82_C")
    add_mana(g, p, 2)
    play(g, put(g, p, ACHILLES))  # a Character with Base Cost 5: not a Spell
    assert g.pending.kind == "turn" and g.pending.player == 1 - p
    g, p = start()
    assert spell_cost_paid(g, p, put(g, p, "ALT_CYCLONE_B_YZ_82_C")) == 2
    facts("ALT_CYCLONE_B_YZ_82_C", 2, 2, (0, 0, 0), "YZ")


def _any_card(card_id, faction):
    _a_spell_from_reserve_boosts(card_id)
    _the_same_spell_from_hand_does_not(card_id)
    g, p, well, amelia = _well(card_id)
    add_mana(g, p, 2)
    achilles = put(g, p, ACHILLES)
    play(g, achilles)  # a Character with Base Cost 5 counts too
    act(g, "yes")
    if g.pending.kind == "target":
        pick_if_asked(g, amelia)
    assert g.cards[amelia].boosts == 1
    facts(card_id, 2, 2, (0, 0, 0), faction)


def test_alt_cyclone_b_yz_82_r1_any_costly_card_may_boost_a_character():
    _any_card("ALT_CYCLONE_B_YZ_82_R1", "YZ")


def test_alt_cyclone_b_yz_82_r2_any_costly_card_may_boost_a_character():
    _any_card("ALT_CYCLONE_B_YZ_82_R2", "LY")
