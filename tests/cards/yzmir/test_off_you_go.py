"""Off you go!: send target Character with Hand Cost 3 or less to Reserve.

Off You Go! (rare): send to Reserve target Character with Hand Cost 5 or less."""

from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import options
from tests.cards.builders import pick, play_spell, put, spell_cost_paid, start


def _cast(card_id, src="hand"):
    g, p = start()
    if src == "reserve":
        from tests.cards.builders import add_mana
        add_mana(g, p, 1)
    small = put(g, 1 - p, "ALT_CORE_B_OR_13_C", Zone.EXPEDITION, Side.HERO)  # Hand Cost 3
    tiny = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)  # Hand Cost 1
    big = put(g, 1 - p, "ALT_CORE_B_OR_17_C", Zone.EXPEDITION, Side.COMPANION)  # Hand Cost 4
    spell = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    before = len(ready_orbs(g, p))
    play_spell(g, spell, src=src)
    offered = options(g)
    assert any(f"#{small}" in o for o in offered) and any(f"#{tiny}" in o for o in offered)
    assert not any(f"#{big}" in o for o in offered)
    pick(g, small, "target")
    assert small in g.players[1 - p].reserve
    assert g.cards[big].zone is Zone.EXPEDITION and g.cards[tiny].zone is Zone.EXPEDITION
    return g, p, spell, before - len(ready_orbs(g, p))


def test_alt_core_b_yz_21_c_sends_a_character_with_hand_cost_3_or_less_to_reserve():
    g, p, spell, paid = _cast("ALT_CORE_B_YZ_21_C")
    assert paid == 2 and spell in g.players[p].reserve


def test_alt_core_b_yz_21_c_costs_4_from_reserve_and_is_then_discarded():
    g, p, spell, paid = _cast("ALT_CORE_B_YZ_21_C", src="reserve")
    assert paid == 4 and spell in g.players[p].discard


def test_alt_core_b_yz_21_r2_sends_a_character_with_hand_cost_3_or_less_to_reserve():
    g, p, spell, paid = _cast("ALT_CORE_B_YZ_21_R2")
    assert paid == 2


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
