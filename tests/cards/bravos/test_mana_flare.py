"""Mana Flare (Fleeting): immediately play a Character for {5} less; the common's gains
Fleeting; the R2 plays a Spell instead."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, set_mana
from tests.cards.builders import (ACHILLES, AMELIA, MAGICAL_TRAINING, clear_hand, play_spell, put,
                                  ready_mana, start)


def _flare(version: str, card: str, also: str | None = None):
    g, p = start()
    clear_hand(g, p)
    set_mana(g, p, 4)
    if also is not None:
        put(g, p, also)
    target = put(g, p, card)
    flare = put(g, p, version)
    play_spell(g, flare)
    return g, p, flare, target


def _character_for_nothing(version: str):
    g, p, flare, achilles = _flare(version, ACHILLES)  # Hand Cost 5: free now
    assert "no" not in options(g)  # not optional
    act(g, f"play Achilles#{achilles}@hand -> hero")
    assert g.cards[achilles].zone is Zone.EXPEDITION and ready_mana(g, p) == 0
    assert flare in g.players[p].discard  # Fleeting
    return g, achilles


def test_alt_alize_b_br_41_c_plays_a_character_for_five_less_and_it_is_fleeting():
    g, achilles = _character_for_nothing("ALT_ALIZE_B_BR_41_C")
    assert g.cards[achilles].has(Status.FLEETING)


def test_alt_alize_b_br_41_r1_plays_a_character_for_five_less():
    g, achilles = _character_for_nothing("ALT_ALIZE_B_BR_41_R1")
    assert not g.cards[achilles].has(Status.FLEETING)


def test_alt_alize_b_br_41_r2_plays_a_spell_not_a_character():
    g, p, flare, training = _flare("ALT_ALIZE_B_BR_41_R2", MAGICAL_TRAINING, also=AMELIA)
    assert not any("Amelia" in o for o in options(g))  # a Character is not a Spell
    hand = len(g.players[p].hand)
    act(g, f"play Magical Training#{training}@hand")
    assert len(g.players[p].hand) == hand  # played one, drew one
    assert training in g.players[p].reserve and flare in g.players[p].discard
