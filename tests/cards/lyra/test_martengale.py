"""Martengale: 1/1, 1-1-0; support {D}: the next card you play this turn costs {1} less."""

from tests.cards.builders import check_facts, check_next_card_costs_one_less
from tests.log_text import prompt


def test_alt_core_b_ly_04_c_costs_and_stats():
    check_facts("ALT_CORE_B_LY_04_C", 1, 1, (1, 1, 0), "LY")


def test_alt_core_b_ly_04_c_support_next_card_costs_one_less():
    check_next_card_costs_one_less("ALT_CORE_B_LY_04_C")


def test_alt_core_b_ly_04_r2_axiom_version_support_next_card_costs_one_less():
    check_facts("ALT_CORE_B_LY_04_R2", 1, 1, (1, 1, 0), "AX")
    check_next_card_costs_one_less("ALT_CORE_B_LY_04_R2")


def test_alt_core_b_ly_04_r_may_add_one_to_a_die_after_seeing_it():
    from altered_tui.engine.types import Zone
    from tests.abilities.support import act, play
    from tests.cards.builders import ALL_IN_C, CHRONICLER, fix_dice, pick, put, start

    for answer, boosts in (("bonus yes", 4), ("bonus no", 3)):
        g, p = start()
        put(g, p, "ALT_CORE_B_LY_04_R", Zone.EXPEDITION)
        mine = put(g, p, CHRONICLER, Zone.EXPEDITION)
        fix_dice(g, 3)
        play(g, put(g, p, ALL_IN_C))
        assert g.pending.kind == "die" and "the result is 3" in prompt(g)
        act(g, answer)
        if g.pending.kind == "target":
            pick(g, mine)
        assert g.cards[mine].boosts == boosts


def test_alt_core_b_ly_04_r_costs_and_support():
    check_facts("ALT_CORE_B_LY_04_R", 1, 1, (1, 1, 0), "LY")
    check_next_card_costs_one_less("ALT_CORE_B_LY_04_R")
