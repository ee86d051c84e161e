"""Reka Tradesman: {R} Resupply (the rares: the top card of your Deck to your Mana zone),
then a Manaseed token in target opponent's Landmarks."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start


def _from_reserve(version: str, to_mana: bool) -> None:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    top = g.players[p].deck[0]
    play(g, me, src="reserve")
    settle(g)
    if to_mana:
        assert top in g.players[p].mana and g.cards[top].has(Status.EXHAUSTED)
    else:
        assert top in g.players[p].reserve
    assert [g.cdef(c).name for c in g.players[1 - p].landmarks] == ["Manaseed"]
    assert not g.players[p].landmarks
    g, p = start()
    play(g, put(g, p, version))  # from hand: nothing
    settle(g)
    assert not g.players[1 - p].landmarks


def test_alt_duster_b_mu_87_c_from_reserve_resupply_and_a_manaseed_for_the_opponent():
    check_facts("ALT_DUSTER_B_MU_87_C", 2, 2, (0, 3, 3), "MU")
    _from_reserve("ALT_DUSTER_B_MU_87_C", to_mana=False)


def test_alt_duster_b_mu_87_r1_from_reserve_top_card_to_mana_and_a_manaseed_for_the_opponent():
    check_facts("ALT_DUSTER_B_MU_87_R1", 2, 3, (0, 3, 3), "MU")
    _from_reserve("ALT_DUSTER_B_MU_87_R1", to_mana=True)


def test_alt_duster_b_mu_87_r2_from_reserve_top_card_to_mana_and_a_manaseed_for_the_opponent():
    check_facts("ALT_DUSTER_B_MU_87_R2", 2, 3, (0, 3, 3), "OR")
    _from_reserve("ALT_DUSTER_B_MU_87_R2", to_mana=True)
