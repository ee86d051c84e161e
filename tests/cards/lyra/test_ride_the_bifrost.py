"""Ride the Bifröst: Fleeting; all Characters you control switch Expeditions."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import CHRONICLER, check_facts, put, start


def _check(card_id, faction):
    g, p = start()
    a = put(g, p, CHRONICLER, Zone.EXPEDITION, Side.HERO)
    b = put(g, p, CHRONICLER, Zone.EXPEDITION, Side.COMPANION)
    theirs = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION, Side.HERO)
    spell = put(g, p, card_id)
    play(g, spell)
    assert g.cards[a].side is Side.COMPANION and g.cards[b].side is Side.HERO
    assert g.cards[theirs].side is Side.HERO
    assert spell in g.players[p].discard  # Fleeting
    check_facts(card_id, 2, 2, None, faction)


def test_alt_core_b_ly_28_c_your_characters_switch_expeditions():
    _check("ALT_CORE_B_LY_28_C", "LY")


def test_alt_core_b_ly_28_r2_yzmir_version_your_characters_switch():
    _check("ALT_CORE_B_LY_28_R2", "YZ")


def test_alt_core_b_ly_28_r_characters_of_target_player_switch():
    from tests.abilities.support import act

    g, p = start()
    mine = put(g, p, CHRONICLER, Zone.EXPEDITION, Side.HERO)
    a = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION, Side.HERO)
    b = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION, Side.COMPANION)
    spell = put(g, p, "ALT_CORE_B_LY_28_R")
    play(g, spell)
    act(g, "player theirs")
    assert g.cards[a].side is Side.COMPANION and g.cards[b].side is Side.HERO
    assert g.cards[mine].side is Side.HERO
    assert spell in g.players[p].discard  # Fleeting
    check_facts("ALT_CORE_B_LY_28_R", 2, 2, None, "LY")
