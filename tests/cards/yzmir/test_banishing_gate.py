"""Banishing Gate: Fleeting; discard target Character or Permanent.

Banishing Gate rares: discard target Character or Permanent; the Ordis rare is Fleeting."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import options
from tests.cards.builders import add_mana, pick, play_spell, put, spell_cost_paid, start


def _cast_at(kind_pick):
    g, p = start()
    add_mana(g, p, 1)
    character = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    landmark = put(g, 1 - p, "ALT_CORE_B_OR_30_C", Zone.LANDMARKS)
    gate = put(g, p, "ALT_CORE_B_YZ_24_C")
    play_spell(g, gate)
    assert any(f"#{character}" in o for o in options(g)) and any(f"#{landmark}" in o for o in options(g))
    victim = character if kind_pick == "character" else landmark
    pick(g, victim, "target")
    return g, p, gate, character, landmark


def test_alt_core_b_yz_24_c_discards_a_target_permanent():
    g, p, gate, character, landmark = _cast_at("permanent")
    assert landmark in g.players[1 - p].discard and g.cards[character].zone is Zone.EXPEDITION
    assert gate in g.players[p].discard  # Fleeting


def test_alt_core_b_yz_24_c_discards_a_target_character():
    g, p, gate, character, landmark = _cast_at("character")
    assert character in g.players[1 - p].discard and landmark in g.players[1 - p].landmarks


def _gate(card_id, victim_id, zone, side=None):
    g, p = start()
    add_mana(g, p, 1)
    victim = put(g, 1 - p, victim_id, zone, side)
    put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.COMPANION)
    gate = put(g, p, card_id)
    assert spell_cost_paid(g, p, gate) == 4
    pick(g, victim, "target")
    assert victim in g.players[1 - p].discard
    return g, p, gate


def test_alt_core_b_yz_24_r_discards_a_character_and_goes_to_reserve():
    g, p, gate = _gate("ALT_CORE_B_YZ_24_R", "ALT_CORE_B_OR_17_C", Zone.EXPEDITION, Side.HERO)
    assert gate in g.players[p].reserve


def test_alt_core_b_yz_24_r2_discards_a_permanent_and_is_fleeting():
    g, p, gate = _gate("ALT_CORE_B_YZ_24_R2", "ALT_CORE_B_OR_28_C", Zone.LANDMARKS)
    assert gate in g.players[p].discard
