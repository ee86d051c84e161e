"""The Big Bad Wolf: {H} Sabotage a Character with Forest less than or equal to mine (CR 7.3.24,
2.3); the rares' {D}: the next Character with Base Cost {3} or less you play this turn gains
Anchored."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (ACHILLES, AMELIA, ASMODEUS, TROOPER, check_facts, put, settle,
                                  start, target, use_support)


def _sabotages_only_the_weaker(version: str) -> None:
    g, p = start()
    weak = put(g, 1 - p, TROOPER, Zone.RESERVE)  # Forest 1
    strong = put(g, 1 - p, ACHILLES, Zone.RESERVE)  # Forest 5, more than my 3
    play(g, put(g, p, version))
    assert f"target Ordis Trooper#{weak}" in options(g)
    assert f"target Achilles#{strong}" not in options(g)
    target(g, weak)
    assert weak in g.players[1 - p].discard and strong in g.players[1 - p].reserve


def _anchors_the_next_cheap_character(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    use_support(g, me)
    settle(g)
    cheap = put(g, p, AMELIA)  # Hand Cost 3
    play(g, cheap)
    settle(g)
    assert g.cards[cheap].has(Status.ANCHORED)
    g, p = start()
    use_support(g, put(g, p, version, Zone.RESERVE))
    settle(g)
    from tests.cards.builders import add_mana
    add_mana(g, p, 6)
    dear = put(g, p, ASMODEUS)  # Hand Cost 6: not this one
    play(g, dear)
    settle(g)
    assert not g.cards[dear].has(Status.ANCHORED)


def test_alt_eole_b_mu_120_c_sabotages_a_character_with_forest_at_most_mine():
    check_facts("ALT_EOLE_B_MU_120_C", 3, 2, (3, 2, 0), "MU")
    _sabotages_only_the_weaker("ALT_EOLE_B_MU_120_C")


def test_alt_eole_b_mu_120_r1_sabotage_and_anchoring_support():
    check_facts("ALT_EOLE_B_MU_120_R1", 3, 2, (3, 2, 0), "MU")
    _sabotages_only_the_weaker("ALT_EOLE_B_MU_120_R1")
    _anchors_the_next_cheap_character("ALT_EOLE_B_MU_120_R1")


def test_alt_eole_b_mu_120_r2_sabotage_and_anchoring_support():
    check_facts("ALT_EOLE_B_MU_120_R2", 3, 2, (3, 2, 0), "LY")
    _sabotages_only_the_weaker("ALT_EOLE_B_MU_120_R2")
    _anchors_the_next_cheap_character("ALT_EOLE_B_MU_120_R2")
