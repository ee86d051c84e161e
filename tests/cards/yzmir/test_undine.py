"""Undine: support {D}: the next Spell you play this turn loses Fleeting (CR 2.4.6.b, 2.2.14),
so it goes to Reserve after resolving instead of the Discard pile (CR 5.2.4.b)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act
from tests.cards.builders import (CHARGE, SEAL, add_mana, check_facts, play_spell, put, start,
                                  use_support)


def _fleeting_spell_goes_to_reserve(card_id):
    g, p = start()
    undine = put(g, p, card_id, Zone.RESERVE)
    charge = put(g, p, CHARGE)  # a Fleeting Spell, Hand Cost 2
    use_support(g, undine)
    assert undine in g.players[p].discard
    play_spell(g, charge)
    assert charge in g.players[p].reserve  # it lost Fleeting


def _only_the_next_spell(card_id):
    """A Spell played from Reserve (Fleeting there, CR 2.4.6.a) loses it too; the one after
    that does not."""
    g, p = start()
    add_mana(g, p, 4)
    undine = put(g, p, card_id, Zone.RESERVE)
    seal = put(g, p, SEAL, Zone.RESERVE)
    use_support(g, undine)
    play_spell(g, seal, "reserve")
    assert seal in g.players[p].reserve
    act(g, "pass")
    charge = put(g, p, CHARGE)
    play_spell(g, charge)
    assert charge in g.players[p].discard


def test_alt_cyclone_b_yz_66_c_the_next_spell_loses_fleeting():
    _fleeting_spell_goes_to_reserve("ALT_CYCLONE_B_YZ_66_C")
    _only_the_next_spell("ALT_CYCLONE_B_YZ_66_C")
    check_facts("ALT_CYCLONE_B_YZ_66_C", 1, 1, (0, 0, 1), "YZ")


def test_alt_cyclone_b_yz_66_r1_the_next_spell_loses_fleeting():
    _fleeting_spell_goes_to_reserve("ALT_CYCLONE_B_YZ_66_R1")
    _only_the_next_spell("ALT_CYCLONE_B_YZ_66_R1")
    check_facts("ALT_CYCLONE_B_YZ_66_R1", 1, 1, (1, 1, 1), "YZ")


def test_alt_cyclone_b_yz_66_r2_the_next_spell_loses_fleeting():
    _fleeting_spell_goes_to_reserve("ALT_CYCLONE_B_YZ_66_R2")
    check_facts("ALT_CYCLONE_B_YZ_66_R2", 1, 1, (1, 1, 1), "AX")
