"""Sticky Note Seals rares: choose one, a Character with Hand Cost 4+ to Reserve or discard a Permanent with Hand Cost 4+."""

from tests.cards_ordis_yzmir_core.helpers import Side, Zone, act, add_mana, options, put, spell_cost_paid, start


def test_alt_core_b_or_25_r_sends_a_big_character_to_reserve_and_is_not_fleeting():
    g, p = start()
    jeanne = put(g, 1 - p, "ALT_CORE_B_OR_17_C", Zone.EXPEDITION, Side.HERO)  # Hand Cost 4
    put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)  # Hand Cost 1: not a target
    seals = put(g, p, "ALT_CORE_B_OR_25_R")
    assert spell_cost_paid(g, p, seals) == 3
    act(g, next(o for o in options(g) if o.startswith("mode 1")))
    assert jeanne in g.players[1 - p].reserve
    assert seals in g.players[p].reserve


def test_alt_core_b_or_25_r2_discards_a_big_permanent_and_is_fleeting():
    g, p = start()
    add_mana(g, p, 1)
    monolith = put(g, 1 - p, "ALT_CORE_B_OR_28_C", Zone.LANDMARKS)  # Hand Cost 5
    seals = put(g, p, "ALT_CORE_B_OR_25_R2")
    assert spell_cost_paid(g, p, seals) == 3
    act(g, next(o for o in options(g) if o.startswith("mode 2")))
    assert monolith in g.players[1 - p].discard
    assert seals in g.players[p].discard  # Fleeting
