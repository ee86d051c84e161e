"""Banishing Gate: Fleeting; discard target Character or Permanent."""

from tests.cards_ordis_yzmir.helpers import Side, Zone, add_mana, options, pick, play_spell, put, start


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
