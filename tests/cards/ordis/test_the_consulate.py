"""The Consulate: {J} draw a card; {T}: create an Ordis Recruit in target Expedition. R1: {J}
Resupply (R2 too); {T}: target an Expedition, then create one Recruit in it per card in your
Landmarks, up to three at a time (CR 6.5.i)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import (
    add_mana, back_to, card, put, recruits, settle, spell_cost_paid, start, use_ability,
)

SITES = ("ALT_CORE_B_AX_26_C", "ALT_CORE_B_AX_27_C", "ALT_CORE_B_MU_24_C")


def _joins(version: str, cost: int) -> tuple[int, int]:
    g, p = start()
    add_mana(g, p, 3)
    me = put(g, p, version)
    hand, reserve = len(g.players[p].hand) - 1, len(g.players[p].reserve)
    assert spell_cost_paid(g, p, me) == cost
    settle(g)
    return len(g.players[p].hand) - hand, len(g.players[p].reserve) - reserve


def _recruits_made(version: str, others: int) -> int:
    g, p = start()
    for site in SITES[:others]:
        put(g, p, site, Zone.LANDMARKS)
    me = put(g, p, version, Zone.LANDMARKS)
    use_ability(g, me, 2)  # its second ability (the first is {J})
    act(g, "expedition -> companion yours")
    return len(recruits(g, p, Side.COMPANION))


def test_alt_duster_b_or_102_c_draws_and_makes_a_recruit():
    assert _joins("ALT_DUSTER_B_OR_102_C", 4) == (1, 0)
    assert _recruits_made("ALT_DUSTER_B_OR_102_C", 3) == 1


def test_alt_duster_b_or_102_r1_resupplies_and_makes_a_recruit_per_landmark_up_to_three():
    assert _joins("ALT_DUSTER_B_OR_102_R1", 5) == (0, 1)
    assert [_recruits_made("ALT_DUSTER_B_OR_102_R1", n) for n in (0, 1, 3)] == [1, 2, 3]


def test_alt_duster_b_or_102_r2_resupplies_and_makes_a_recruit_per_landmark_up_to_three():
    assert _joins("ALT_DUSTER_B_OR_102_R2", 5) == (0, 1)
    assert [_recruits_made("ALT_DUSTER_B_OR_102_R2", n) for n in (0, 1, 3)] == [1, 2, 3]
    assert card("ALT_DUSTER_B_OR_102_R2").faction.value == "AX"


def test_alt_duster_b_or_102_type_line_names_its_zone_type():
    # the type line's zone type (CR 2.2.3.b-c), shown by the inspector with the sub-types
    for version in ("ALT_DUSTER_B_OR_102_C", "ALT_DUSTER_B_OR_102_R1", "ALT_DUSTER_B_OR_102_R2"):
        assert "Landmark" in card(version).subtypes
