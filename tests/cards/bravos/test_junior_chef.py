"""Junior Chef: support, 1 boost up to 3 when you play another Character (Axiom R2: at Noon
choose one: 1 boost, or {T}: 2 boosts, up to 3). The rares, played from Reserve with 2 or
more boosts, Resupply."""

from tests.cards.builders import (
    PLAY_CHARACTER, from_reserve_with_boosts, gains_up_to, noon_choice_gains, settle,
)


def _resupplies_with_two_boosts(version: str) -> None:
    for boosts, resupplied in ((2, 1), (1, 0)):
        g, p, cid = from_reserve_with_boosts(version, boosts)
        settle(g)
        assert len(g.players[p].reserve) == resupplied


def test_alt_bise_b_br_49_c_gains_a_boost_when_you_play_a_character_up_to_three():
    assert gains_up_to("ALT_BISE_B_BR_49_C", PLAY_CHARACTER, 4) == [1, 2, 3, 3]


def test_alt_bise_b_br_49_r1_resupplies_from_reserve_with_two_boosts():
    _resupplies_with_two_boosts("ALT_BISE_B_BR_49_R1")
    assert gains_up_to("ALT_BISE_B_BR_49_R1", PLAY_CHARACTER, 4) == [1, 2, 3, 3]


def test_alt_bise_b_br_49_r2_resupplies_and_chooses_at_noon():
    _resupplies_with_two_boosts("ALT_BISE_B_BR_49_R2")
    noon_choice_gains("ALT_BISE_B_BR_49_R2")
