"""Red: Seasoned (common and Yzmir rare)."""

from tests.cards.builders import send_to_reserve, vanilla


def _alt_core_b_br_10_c_and_r2_are_seasoned_2_2_2_for_two(version):
    g, p, cid = vanilla(version, 2, (2, 2, 2))
    g.cards[cid].counters["boost"] = 2
    send_to_reserve(g, cid)
    assert cid in g.players[p].reserve and g.cards[cid].boosts == 2


def test_alt_core_b_br_10_c_are_seasoned_2_2_2_for_two():
    _alt_core_b_br_10_c_and_r2_are_seasoned_2_2_2_for_two('ALT_CORE_B_BR_10_C')


def test_alt_core_b_br_10_r2_are_seasoned_2_2_2_for_two():
    _alt_core_b_br_10_c_and_r2_are_seasoned_2_2_2_for_two('ALT_CORE_B_BR_10_R2')


def _alt_core_b_br_10_r_at_dusk(boosts):
    from altered_tui.engine.types import Side, Zone
    from tests.cards.builders import finish_day, pass_or_take_first, put, reaction_events, start

    g, p = start()
    red = put(g, p, "ALT_CORE_B_BR_10_R", Zone.EXPEDITION, Side.HERO)
    g.cards[red].counters["boost"] = boosts
    finish_day(g, pass_or_take_first)
    return reaction_events(g, "draw", "Red")


def test_alt_core_b_br_10_r_at_dusk_draws_with_three_boosts_not_two():
    from tests.cards.builders import check_facts

    assert len(_alt_core_b_br_10_r_at_dusk(3)) == 1
    assert _alt_core_b_br_10_r_at_dusk(2) == []
    check_facts("ALT_CORE_B_BR_10_R", 2, 3, (2, 2, 2), "BR")
