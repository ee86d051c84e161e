"""Sneezer Shroom: {J} I gain Anchored; the rare also gains 1 boost at Noon.

Sneezer Shroom (Yzmir rare): {J} I gain Anchored; at Noon I gain 1 boost."""

from altered_tui.engine.types import Phase, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import check_facts, played, put, settle, start, to_afternoon_of_day_two


def _to_afternoon_of_day_two(g):
    while not (g.day == 2 and g.phase is Phase.AFTERNOON):
        o = options(g)
        act(g, "pass" if "pass" in o else ("expand none" if "expand none" in o else o[0]))


def test_alt_core_b_mu_08_c_gains_anchored_when_it_joins():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_08_C")
    play(g, cid)
    assert g.cards[cid].has(Status.ANCHORED)


def test_alt_core_b_mu_08_c_gains_no_boost_at_noon():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_08_C")
    play(g, cid)
    _to_afternoon_of_day_two(g)
    assert g.cards[cid].zone.value == "expedition"  # Anchored: stayed during Rest
    assert g.cards[cid].boosts == 0


def test_alt_core_b_mu_08_r_gains_anchored_and_a_boost_at_noon():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_08_R")
    play(g, cid)
    assert g.cards[cid].has(Status.ANCHORED) and g.cards[cid].boosts == 0
    _to_afternoon_of_day_two(g)
    assert g.cards[cid].boosts == 1


def test_alt_core_b_mu_08_r2_anchored_and_a_boost_at_noon():
    g, p, cid, paid = played("ALT_CORE_B_MU_08_R2")
    settle(g)
    assert g.cards[cid].has(Status.ANCHORED) and g.cards[cid].boosts == 0
    to_afternoon_of_day_two(g)
    assert g.cards[cid].zone is Zone.EXPEDITION and g.cards[cid].boosts == 1
    check_facts("ALT_CORE_B_MU_08_R2", 2, 2, (1, 1, 1), "YZ")
