"""Designer Drone: support at Noon, choose one: I gain 1 boost, or {T}: 2 boosts, up to 3 (Ordis
R2: 1 boost up to 2 when another Character joins your Expeditions). The rares, played from
Reserve, may spend a counter of a card of yours to make the next Permanent cost 2 less."""

from tests.abilities.support import play
from tests.cards.builders import (
    HUB, PLAY_CHARACTER, add_mana, gains_up_to, noon_choice_gains, opponent_passes, put,
    ready_mana, spending_a_counter_of_yours,
)


def _next_permanent_costs_two_less(version: str) -> None:
    g, p, cid = spending_a_counter_of_yours(version)
    opponent_passes(g, p)
    hub = put(g, p, HUB)  # a Landmark Permanent, Hand Cost 3
    add_mana(g, p, 3)
    before = ready_mana(g, p)
    play(g, hub)
    assert before - ready_mana(g, p) == 1


def test_alt_bise_b_ax_51_c_at_noon_gains_one_or_exhausts_for_two_up_to_three():
    noon_choice_gains("ALT_BISE_B_AX_51_C")


def test_alt_bise_b_ax_51_r1_spends_a_counter_to_make_the_next_permanent_cheaper():
    _next_permanent_costs_two_less("ALT_BISE_B_AX_51_R1")
    noon_choice_gains("ALT_BISE_B_AX_51_R1")


def test_alt_bise_b_ax_51_r2_next_permanent_cheaper_and_supports_joins():
    _next_permanent_costs_two_less("ALT_BISE_B_AX_51_R2")
    assert gains_up_to("ALT_BISE_B_AX_51_R2", PLAY_CHARACTER, 3) == [1, 2, 2]
