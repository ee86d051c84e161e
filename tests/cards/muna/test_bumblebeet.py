"""Bumblebeet: from a ready Reserve, its support Reaction gives it 1 boost at Noon, never more
than 2 (R2: when another Character joins your Expeditions). The rares, played from Reserve,
gain Anchored."""

from altered_tui.engine.types import Status, Zone

from tests.cards.builders import PLAY_CHARACTER, add_mana, at_noon, gains_up_to, put, settle, start
from tests.abilities.support import play


def _anchored_from_reserve(version: str) -> None:
    g, p = start()
    cid = put(g, p, version, Zone.RESERVE)
    add_mana(g, p, 3)
    play(g, cid, src="reserve")
    settle(g)
    assert g.cards[cid].zone is Zone.EXPEDITION and g.cards[cid].has(Status.ANCHORED)


def test_alt_bise_b_mu_50_c_gains_a_boost_at_noon_up_to_two():
    assert gains_up_to("ALT_BISE_B_MU_50_C", at_noon, 3) == [1, 2, 2]


def test_alt_bise_b_mu_50_r1_gains_anchored_from_reserve_and_boosts_at_noon():
    _anchored_from_reserve("ALT_BISE_B_MU_50_R1")
    assert gains_up_to("ALT_BISE_B_MU_50_R1", at_noon, 3) == [1, 2, 2]


def test_alt_bise_b_mu_50_r2_gains_anchored_from_reserve_and_a_boost_when_a_character_joins():
    _anchored_from_reserve("ALT_BISE_B_MU_50_R2")
    assert gains_up_to("ALT_BISE_B_MU_50_R2", PLAY_CHARACTER, 3) == [1, 2, 2]
    assert gains_up_to("ALT_BISE_B_MU_50_R2", at_noon, 1) == [0]
