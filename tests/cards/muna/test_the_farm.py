"""The Farm: at Noon I gain 1 Food counter for each Character you control; {T}, spend 2 of my
Food counters: Resupply."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import options
from tests.cards.builders import AMELIA, advance_to_noon, back_to, put, start, use_ability


def _farm(version: str) -> None:
    g, p = start()
    farm = put(g, p, version, Zone.LANDMARKS)
    assert not any(o.startswith(f"use The Farm#{farm}") for o in options(g))  # no Food yet
    placed: list[int] = []

    def place(g):  # after the Night's Rest, which empties the Expeditions
        if not placed:
            placed.extend([put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO),
                           put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION),
                           put(g, 1 - p, AMELIA, Zone.EXPEDITION)])  # not mine
    advance_to_noon(g, before_noon=place)
    assert g.cards[farm].counters.get("food", 0) == 2
    back_to(g, p)
    top = g.players[p].deck[0]
    use_ability(g, farm, 2)  # its second ability
    assert top in g.players[p].reserve
    assert g.cards[farm].counters.get("food", 0) == 0 and g.cards[farm].has(Status.EXHAUSTED)
    assert not any(o.startswith(f"use The Farm#{farm}") for o in options(g))


def test_alt_bise_b_mu_62_c_food_for_each_of_my_characters_at_noon_spent_to_resupply():
    _farm("ALT_BISE_B_MU_62_C")


def test_alt_bise_b_mu_62_r1_food_for_each_of_my_characters_at_noon_spent_to_resupply():
    _farm("ALT_BISE_B_MU_62_R1")


def test_alt_bise_b_mu_62_r2_food_for_each_of_my_characters_at_noon_spent_to_resupply():
    _farm("ALT_BISE_B_MU_62_R2")
