"""Kraken's Wrath: Fleeting; up to three target Characters with a total Hand Cost of 5 or less to Reserve.

Kraken's Wrath rares: Fleeting; up to four target Characters with a total Hand Cost of 6 or less to Reserve."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import add_mana, pick, play_spell, put, spell_cost_paid, start


def test_alt_core_b_yz_26_c_sends_characters_up_to_a_total_hand_cost_of_5_to_reserve():
    g, p = start()
    add_mana(g, p, 2)
    trooper = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)  # 1
    keeper = put(g, 1 - p, "ALT_CORE_B_OR_13_C", Zone.EXPEDITION, Side.HERO)  # 3
    jeanne = put(g, 1 - p, "ALT_CORE_B_OR_17_C", Zone.EXPEDITION, Side.COMPANION)  # 4
    wrath = put(g, p, "ALT_CORE_B_YZ_26_C")
    play_spell(g, wrath)
    pick(g, trooper, "target")
    assert any(f"#{jeanne}" in o for o in options(g)) and any(f"#{keeper}" in o for o in options(g))
    pick(g, jeanne, "target")  # 1 + 4 = 5: nothing else fits
    assert trooper in g.players[1 - p].reserve and jeanne in g.players[1 - p].reserve
    assert g.cards[keeper].zone is Zone.EXPEDITION
    assert wrath in g.players[p].discard  # Fleeting


def test_alt_core_b_yz_26_c_may_stop_before_three_targets():
    g, p = start()
    add_mana(g, p, 2)
    trooper = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    other = put(g, 1 - p, "ALT_CORE_B_OR_05_R", Zone.EXPEDITION, Side.HERO)
    play_spell(g, put(g, p, "ALT_CORE_B_YZ_26_C"))
    pick(g, trooper, "target")
    act(g, "done")
    assert trooper in g.players[1 - p].reserve and g.cards[other].zone is Zone.EXPEDITION


def _wrath(card_id):
    g, p = start()
    add_mana(g, p, 2)
    troopers = [put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO) for _ in range(3)]  # 1 each
    keeper = put(g, 1 - p, "ALT_CORE_B_OR_13_C", Zone.EXPEDITION, Side.COMPANION)  # 3
    jeanne = put(g, 1 - p, "ALT_CORE_B_OR_17_C", Zone.EXPEDITION, Side.COMPANION)  # 4
    wrath = put(g, p, card_id)
    assert spell_cost_paid(g, p, wrath) == 5
    for t in troopers:
        pick(g, t, "target")
    assert not any(f"#{jeanne}" in o for o in options(g))  # 3 + 4 > 6
    pick(g, keeper, "target")  # the fourth: 1 + 1 + 1 + 3 = 6
    assert all(c in g.players[1 - p].reserve for c in [*troopers, keeper])
    assert g.cards[jeanne].zone is Zone.EXPEDITION
    assert wrath in g.players[p].discard


def test_alt_core_b_yz_26_r_sends_up_to_four_characters_totalling_6_to_reserve():
    _wrath("ALT_CORE_B_YZ_26_R")


def test_alt_core_b_yz_26_r2_sends_up_to_four_characters_totalling_6_to_reserve():
    _wrath("ALT_CORE_B_YZ_26_R2")
