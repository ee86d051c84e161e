"""Duel of Grit, a Fleeting Spell: send to Reserve (rares: discard) target Character whose
Hand Cost is no more than the Hand Cost of a Character you control."""

from altered_tui.engine.types import Zone

from tests.cards.builders import (
    ACHILLES, AMELIA, CHRONICLER, can_pick, pick, play_spell, put, resolve_spell, start,
)


def _duel(version: str, zone: str) -> None:
    g, p = start()
    put(g, p, AMELIA, Zone.EXPEDITION)  # Hand Cost 3
    equal = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)  # Hand Cost 3
    pricier = put(g, 1 - p, ACHILLES, Zone.EXPEDITION)  # Hand Cost 5
    duel = put(g, p, version)
    play_spell(g, duel)
    assert not can_pick(g, pricier)
    pick(g, equal)
    resolve_spell(g, duel)
    assert equal in getattr(g.players[1 - p], zone)
    assert duel in g.players[p].discard  # Fleeting: discarded, not put in Reserve (CR 2.4.6)


def test_alt_bise_b_br_61_c_sends_a_character_no_pricier_than_mine_to_reserve():
    _duel("ALT_BISE_B_BR_61_C", "reserve")


def test_alt_bise_b_br_61_r1_discards_a_character_no_pricier_than_mine():
    _duel("ALT_BISE_B_BR_61_R1", "discard")


def test_alt_bise_b_br_61_r2_discards_a_character_no_pricier_than_mine():
    _duel("ALT_BISE_B_BR_61_R2", "discard")
