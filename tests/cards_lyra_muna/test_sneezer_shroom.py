"""Sneezer Shroom: {J} I gain Anchored; the rare also gains 1 boost at Noon."""

from altered_tui.engine.types import Phase, Status

from tests.cards_lyra_muna.helpers import act, options, play, put, start


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
