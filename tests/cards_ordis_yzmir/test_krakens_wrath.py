"""Kraken's Wrath: Fleeting; up to three target Characters with a total Hand Cost of 5 or less to Reserve."""

from tests.cards_ordis_yzmir.helpers import Side, Zone, act, add_mana, options, pick, play_spell, put, start


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
