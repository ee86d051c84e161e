"""Afanas & Senka: Spells you play with Hand Cost 1 or less are Fleeting; when you play a
Spell, target Character you control gains 1 boost once the Spell has resolved
(CR 2.4.6.b, 5.1.2.j)."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import add_mana, play_spell, put, set_hero, start


AFANAS = "ALT_CORE_B_YZ_03_C"


def _kinds_after(g, start_at):
    return [e.kind for e in g.log[start_at:]]


def test_alt_core_b_yz_03_c_a_cheap_spell_is_fleeting_then_your_character_gains_a_boost():
    g, p = start()
    set_hero(g, p, AFANAS)
    trooper = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    training = put(g, p, "ALT_CORE_B_YZ_19_C")  # Hand Cost 1
    mark = len(g.log)
    play_spell(g, training)
    assert g.cards[training].zone is Zone.DISCARD  # Fleeting: discarded after resolving
    assert g.cards[trooper].boosts == 1
    kinds = _kinds_after(g, mark)
    assert kinds.index("draw") < kinds.index("spell_done") < kinds.index("boost")


def test_alt_core_b_yz_03_c_a_dearer_spell_goes_to_reserve_and_still_boosts():
    g, p = start()
    set_hero(g, p, AFANAS)
    trooper = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    seal = put(g, p, "ALT_CORE_B_YZ_23_C")  # Hand Cost 3
    add_mana(g, p, 1)
    play_spell(g, seal)
    assert g.cards[seal].zone is Zone.RESERVE
    assert g.cards[trooper].boosts == 1


def test_alt_core_b_yz_03_c_only_its_controllers_spells():
    g, p = start()
    set_hero(g, 1 - p, AFANAS)
    theirs = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    training = put(g, p, "ALT_CORE_B_YZ_19_C")
    play_spell(g, training)
    assert g.cards[training].zone is Zone.RESERVE and g.cards[theirs].boosts == 0
