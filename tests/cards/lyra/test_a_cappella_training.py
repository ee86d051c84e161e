"""A Cappella Training: target Character gains Fleeting; the rare is itself Fleeting and
draws a card."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    CHRONICLER,
    add_mana,
    card,
    check_facts,
    pick,
    put,
    ready_mana,
    start,
)


def _cast(card_id):
    g, p = start()
    add_mana(g, p, 1)
    victim = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    spell = put(g, p, card_id)
    top = g.players[p].deck[0]
    before = ready_mana(g, p)
    play(g, spell)
    if g.pending.kind == "target":
        pick(g, victim)
    assert g.cards[victim].has(Status.FLEETING)
    return g, p, spell, top, before - ready_mana(g, p)


def test_alt_core_b_ly_22_c_target_character_gains_fleeting():
    g, p, spell, top, paid = _cast("ALT_CORE_B_LY_22_C")
    assert paid == 1 and spell in g.players[p].reserve and top in g.players[p].deck
    check_facts("ALT_CORE_B_LY_22_C", 1, 1, None, "LY")


def test_alt_core_b_ly_22_r_fleeting_spell_gives_fleeting_and_draws():
    g, p, spell, top, paid = _cast("ALT_CORE_B_LY_22_R")
    assert paid == 2 and top in g.players[p].hand
    assert spell in g.players[p].discard  # Fleeting: discarded after resolving
    assert card("ALT_CORE_B_LY_22_R").keywords.fleeting


def test_alt_core_b_ly_22_r2_muna_version_target_gains_fleeting():
    g, p, spell, top, paid = _cast("ALT_CORE_B_LY_22_R2")
    assert paid == 1 and spell in g.players[p].reserve
    check_facts("ALT_CORE_B_LY_22_R2", 1, 1, None, "MU")
