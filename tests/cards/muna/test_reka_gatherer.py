"""Reka Gatherer: support {D}: a Manaseed token in each player's Landmarks; the rares also
create one in your Landmarks at Noon."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import advance_to_noon, check_facts, put, start, use_support


def _names(g, player):
    return [g.cdef(c).name for c in g.players[player].landmarks]


def _support(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    use_support(g, me)
    assert me in g.players[p].discard
    assert _names(g, p) == ["Manaseed"] and _names(g, 1 - p) == ["Manaseed"]


def _at_noon(version: str) -> None:
    g, p = start()
    placed = []

    def place(g):
        if not placed:
            placed.append(put(g, p, version, Zone.EXPEDITION, Side.HERO))
    advance_to_noon(g, before_noon=place)
    assert _names(g, p) == ["Manaseed"] and _names(g, 1 - p) == []


def test_alt_duster_b_mu_94_c_discard_me_a_manaseed_for_each_player():
    check_facts("ALT_DUSTER_B_MU_94_C", 2, 2, (2, 2, 2), "MU")
    _support("ALT_DUSTER_B_MU_94_C")
    g, p = start()
    placed = []
    advance_to_noon(g, before_noon=lambda g: placed or placed.append(
        put(g, p, "ALT_DUSTER_B_MU_94_C", Zone.EXPEDITION, Side.HERO)))
    assert _names(g, p) == []  # no Noon ability on the common


def test_alt_duster_b_mu_94_r1_a_manaseed_at_noon_and_one_each_from_reserve():
    check_facts("ALT_DUSTER_B_MU_94_R1", 2, 2, (3, 2, 2), "MU")
    _support("ALT_DUSTER_B_MU_94_R1")
    _at_noon("ALT_DUSTER_B_MU_94_R1")


def test_alt_duster_b_mu_94_r2_a_manaseed_at_noon_and_one_each_from_reserve():
    check_facts("ALT_DUSTER_B_MU_94_R2", 2, 2, (3, 2, 2), "LY")
    _support("ALT_DUSTER_B_MU_94_R2")
    _at_noon("ALT_DUSTER_B_MU_94_R2")
