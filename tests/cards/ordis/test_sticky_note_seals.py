"""Sticky Note Seals: Fleeting; send a Character costing 4+ to Reserve, or discard a Permanent costing 4+.

Sticky Note Seals rares: choose one, a Character with Hand Cost 4+ to Reserve or discard a Permanent with Hand Cost 4+."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import add_mana, pick, play_spell, put, spell_cost_paid, start


def _cast(g, p):
    seals = put(g, p, "ALT_CORE_B_OR_25_C")
    play_spell(g, seals)
    assert g.pending.kind == "mode"
    return seals


def test_alt_core_b_or_25_c_first_mode_sends_a_character_with_hand_cost_4_or_more_to_reserve():
    g, p = start()
    small = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)  # Hand Cost 1
    big = put(g, 1 - p, "ALT_CORE_B_OR_17_C", Zone.EXPEDITION, Side.HERO)  # Hand Cost 4
    bigger = put(g, 1 - p, "ALT_CORE_B_OR_17_R", Zone.EXPEDITION, Side.COMPANION)  # Hand Cost 5
    seals = _cast(g, p)
    act(g, options(g)[0])
    targets = options(g)
    assert any(f"#{big}" in o for o in targets) and any(f"#{bigger}" in o for o in targets)
    assert not any(f"#{small}" in o for o in targets)
    pick(g, big, "target")
    assert big in g.players[1 - p].reserve
    assert g.cards[small].zone is Zone.EXPEDITION and g.cards[bigger].zone is Zone.EXPEDITION
    assert seals in g.players[p].discard  # Fleeting


def test_alt_core_b_or_25_c_second_mode_discards_a_permanent_with_hand_cost_4_or_more():
    g, p = start()
    cheap = put(g, 1 - p, "ALT_CORE_B_OR_30_C", Zone.LANDMARKS)  # Hand Cost 3
    dear = put(g, 1 - p, "ALT_CORE_B_OR_28_C", Zone.LANDMARKS)  # Hand Cost 5
    _cast(g, p)
    act(g, options(g)[1])
    assert dear in g.players[1 - p].discard  # the only legal target
    assert cheap in g.players[1 - p].landmarks


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
