"""Moth to a Spring: create a Mana Moth in target Expedition (one of yours, README: Rules
notes), then draw a card. The rares: Fleeting; two Mana Moths, each in any Expedition, any
player's, then draw a card."""

from altered_tui.engine.types import Side

from tests.abilities.support import act
from tests.cards.builders import add_mana, check_facts, put, spell_cost_paid, start, tokens_named


def test_alt_cyclone_b_yz_78_c_a_mana_moth_in_target_expedition_and_a_card():
    g, p = start()
    add_mana(g, p, 1)
    spring = put(g, p, "ALT_CYCLONE_B_YZ_78_C")
    hand = len(g.players[p].hand)
    assert spell_cost_paid(g, p, spring) == 4
    act(g, "expedition -> companion yours")
    assert len(tokens_named(g, p, "Mana Moth", Side.COMPANION)) == 1
    assert len(g.players[p].hand) == hand  # the Spell left, a card came
    assert spring in g.players[p].reserve
    check_facts("ALT_CYCLONE_B_YZ_78_C", 4, 5, None, "YZ")


def _two_moths(card_id, faction):
    g, p = start()
    add_mana(g, p, 2)
    spring = put(g, p, card_id)
    hand = len(g.players[p].hand)
    assert spell_cost_paid(g, p, spring) == 5
    act(g, "expedition -> hero theirs")
    act(g, "expedition -> hero yours")
    [theirs] = tokens_named(g, 1 - p, "Mana Moth", Side.HERO)
    assert g.cards[theirs].owner == p and len(tokens_named(g, p, "Mana Moth", Side.HERO)) == 1
    assert len(g.players[p].hand) == hand and spring in g.players[p].discard
    g, p = start()
    add_mana(g, p, 2)
    spell_cost_paid(g, p, put(g, p, card_id))
    act(g, "expedition -> companion yours")
    act(g, "expedition -> companion yours")  # both in the same one, if I like
    assert len(tokens_named(g, p, "Mana Moth", Side.COMPANION)) == 2
    check_facts(card_id, 5, 5, None, faction)


def test_alt_cyclone_b_yz_78_r1_two_mana_moths_anywhere_and_a_card():
    _two_moths("ALT_CYCLONE_B_YZ_78_R1", "YZ")


def test_alt_cyclone_b_yz_78_r2_two_mana_moths_anywhere_and_a_card():
    _two_moths("ALT_CYCLONE_B_YZ_78_R2", "OR")
