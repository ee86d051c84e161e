"""White Fang: support {D}: the next Character you play this turn gains 1 boost."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import TROOPER, check_facts, put, settle, start, use_support


def test_alt_eole_b_mu_109_c_support_boosts_the_next_character_you_play():
    check_facts("ALT_EOLE_B_MU_109_C", 2, 2, (2, 2, 2), "MU")
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_MU_109_C", Zone.RESERVE)
    use_support(g, me)
    settle(g)
    trooper = put(g, p, TROOPER)
    play(g, trooper)
    settle(g)
    assert g.cards[me].zone is Zone.DISCARD and g.cards[trooper].counters.get("boost", 0) == 1


def _another_target_expedition(version: str) -> None:
    from tests.abilities.support import act, options
    from tests.cards.builders import tokens_named
    g, p = start()
    me = put(g, p, version)
    play(g, me, side="hero")
    # any Expedition but the one I am in (CR 6.5.a)
    assert sorted(options(g)) == ["expedition -> companion theirs", "expedition -> companion yours",
                                  "expedition -> hero theirs"]
    act(g, "expedition -> companion yours")
    settle(g)
    assert len(tokens_named(g, p, "Woollyback", Side.COMPANION)) == 1


def test_alt_eole_b_mu_109_r1_a_woollyback_in_another_expedition_and_the_support():
    check_facts("ALT_EOLE_B_MU_109_R1", 2, 1, (0, 2, 2), "MU")
    _another_target_expedition("ALT_EOLE_B_MU_109_R1")
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_MU_109_R1", Zone.RESERVE)
    use_support(g, me)
    settle(g)
    trooper = put(g, p, TROOPER)
    play(g, trooper)
    settle(g)
    assert g.cards[trooper].counters.get("boost", 0) == 1


def test_alt_eole_b_mu_109_r2_a_woollyback_in_another_expedition():
    check_facts("ALT_EOLE_B_MU_109_R2", 2, 1, (0, 2, 2), "YZ")
    _another_target_expedition("ALT_EOLE_B_MU_109_R2")
