"""Dapeng: support {D}: each player draws a card; the rares are Tough 1 (CR 7.4.7)."""

from altered_tui.engine.types import Zone

from tests.cards.builders import card, check_facts, put, start, use_support


def _each_draws(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    hands = [len(g.players[i].hand) for i in (0, 1)]
    use_support(g, me)
    assert me in g.players[p].discard
    assert [len(g.players[i].hand) for i in (0, 1)] == [hands[0] + 1, hands[1] + 1]


def test_alt_duster_b_mu_95_c_discard_me_from_reserve_each_player_draws():
    check_facts("ALT_DUSTER_B_MU_95_C", 4, 3, (4, 3, 4), "MU")
    assert card("ALT_DUSTER_B_MU_95_C").keywords.tough == 0
    _each_draws("ALT_DUSTER_B_MU_95_C")


def test_alt_duster_b_mu_95_r1_tough_1_and_each_player_draws():
    check_facts("ALT_DUSTER_B_MU_95_R1", 3, 3, (4, 3, 4), "MU")
    assert card("ALT_DUSTER_B_MU_95_R1").keywords.tough == 1
    _each_draws("ALT_DUSTER_B_MU_95_R1")


def test_alt_duster_b_mu_95_r2_tough_1_and_each_player_draws():
    check_facts("ALT_DUSTER_B_MU_95_R2", 3, 3, (4, 3, 4), "LY")
    assert card("ALT_DUSTER_B_MU_95_R2").keywords.tough == 1
    _each_draws("ALT_DUSTER_B_MU_95_R2")
