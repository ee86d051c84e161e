"""Raksha: {J} you may target another Character with Forest ({V}) less than or equal to
mine; it gains 1 boost (CR 2.3: current statistics)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import ACHILLES, TROOPER, can_pick, check_facts, pick_if_asked, put, settle, start


def _boosts_a_weaker_forest(version: str) -> None:
    g, p = start()
    weak = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)  # Forest 1
    strong = put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)  # Forest 5
    play(g, put(g, p, version))
    settle(g)
    act(g, "yes")
    assert not can_pick(g, strong)
    pick_if_asked(g, weak)
    settle(g)
    assert g.cards[weak].counters.get("boost", 0) == 1


def test_alt_eole_b_mu_110_c_joins_may_boost_a_character_with_no_more_forest_than_mine():
    check_facts("ALT_EOLE_B_MU_110_C", 2, 2, (2, 1, 1), "MU")
    _boosts_a_weaker_forest("ALT_EOLE_B_MU_110_C")


def test_alt_eole_b_mu_110_r2_joins_may_boost_a_character_with_no_more_forest_than_mine():
    check_facts("ALT_EOLE_B_MU_110_R2", 2, 2, (3, 1, 1), "BR")
    _boosts_a_weaker_forest("ALT_EOLE_B_MU_110_R2")


def test_alt_eole_b_mu_110_r1_joins_boosting_up_to_two_others_with_no_more_forest_than_mine():
    from tests.cards.builders import pick

    check_facts("ALT_EOLE_B_MU_110_R1", 2, 2, (2, 1, 1), "MU")
    g, p = start()
    a = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)  # Forest 1
    b = put(g, p, TROOPER, Zone.EXPEDITION, Side.COMPANION)
    strong = put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, "ALT_EOLE_B_MU_110_R1"))
    settle(g)
    assert not can_pick(g, strong)
    pick(g, a)
    pick(g, b)
    settle(g)
    assert g.cards[a].counters.get("boost", 0) == 1 and g.cards[b].counters.get("boost", 0) == 1
