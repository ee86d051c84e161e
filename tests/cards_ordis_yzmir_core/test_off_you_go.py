"""Off You Go! (rare): send to Reserve target Character with Hand Cost 5 or less."""

from tests.cards_ordis_yzmir_core.helpers import Side, Zone, options, pick, put, spell_cost_paid, start


def test_alt_core_b_yz_21_r_sends_a_character_with_hand_cost_5_or_less_to_reserve():
    g, p = start()
    jeanne = put(g, 1 - p, "ALT_CORE_B_OR_17_R", Zone.EXPEDITION, Side.HERO)  # Hand Cost 5
    saka = put(g, 1 - p, "ALT_CORE_B_YZ_18_C", Zone.EXPEDITION, Side.HERO)  # Sakarabru, Hand Cost 7
    mine = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)  # Hand Cost 1: a legal target too
    go = put(g, p, "ALT_CORE_B_YZ_21_R")
    assert spell_cost_paid(g, p, go) == 3
    assert any(f"#{jeanne}" in o for o in options(g)) and any(f"#{mine}" in o for o in options(g))
    assert not any(f"#{saka}" in o for o in options(g))
    pick(g, jeanne, "target")
    assert jeanne in g.players[1 - p].reserve and g.cards[saka].zone is Zone.EXPEDITION
    assert g.cards[mine].zone is Zone.EXPEDITION
    assert go in g.players[p].reserve
