"""Rage: target non-Fleeting Character gains 2 boosts and Fleeting (R1: a Fleeting Spell, any
target Character)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, can_pick, pick_if_asked, put, ready_mana, settle, start


def _rage(version):
    g, p = start()
    calm = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    already = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    g.cards[already].status |= Status.FLEETING
    rage = put(g, p, version)
    before = ready_mana(g, p)
    play(g, rage)
    return g, p, rage, calm, already, before - ready_mana(g, p)


def _common(version):
    g, p, rage, calm, already, paid = _rage(version)
    assert paid == 1
    assert not can_pick(g, already)  # already Fleeting: not a legal target
    pick_if_asked(g, calm)
    settle(g)
    assert g.cards[calm].boosts == 2 and g.cards[calm].has(Status.FLEETING)
    assert rage in g.players[p].reserve  # not Fleeting itself
    g, p = start()
    rage = put(g, p, version, Zone.RESERVE)
    before = ready_mana(g, p)
    put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    play(g, rage, src="reserve")
    assert before - ready_mana(g, p) == 2


def test_alt_cyclone_b_br_80_c_a_non_fleeting_character_gains_two_boosts_and_fleeting():
    _common("ALT_CYCLONE_B_BR_80_C")


def test_alt_cyclone_b_br_80_r2_a_non_fleeting_character_gains_two_boosts_and_fleeting():
    _common("ALT_CYCLONE_B_BR_80_R2")


def test_alt_cyclone_b_br_80_r1_any_character_and_the_spell_is_fleeting():
    g, p, rage, calm, already, paid = _rage("ALT_CYCLONE_B_BR_80_R1")
    assert paid == 1 and can_pick(g, already)
    pick_if_asked(g, already)
    settle(g)
    assert g.cards[already].boosts == 2 and g.cards[already].has(Status.FLEETING)
    assert rage in g.players[p].discard  # Fleeting Spell (CR 2.4.6.e)
    g, p = start()
    rage = put(g, p, "ALT_CYCLONE_B_BR_80_R1", Zone.RESERVE)
    put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    before = ready_mana(g, p)
    play(g, rage, src="reserve")
    assert before - ready_mana(g, p) == 1
