"""Cable-Car Station: {J} Resupply (R1, Ordis R2: draw a card), then I gain 2 Move counters;
{T}, spend 1 Move counter: one of your Expeditions moves backwards one region, and if it
does, your other Expedition moves forward one region (CR 7.3.16, 7.3.17)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, refresh
from tests.cards.builders import card, progress, put, settle, spell_cost_paid, start, use_ability


def _joins(version: str) -> tuple[int, int, int]:
    """(Move counters, cards drawn, cards Resupplied)."""
    g, p = start()
    me = put(g, p, version)
    hand, reserve = len(g.players[p].hand) - 1, len(g.players[p].reserve)
    assert spell_cost_paid(g, p, me) == 2
    settle(g)
    return (g.cards[me].counters.get("move", 0), len(g.players[p].hand) - hand,
            len(g.players[p].reserve) - reserve)


def _cable(version: str) -> None:
    g, p = start()
    g.players[p].positions[Side.HERO] = 2
    me = put(g, p, version, Zone.LANDMARKS)
    g.cards[me].counters["move"] = 2
    refresh(g)
    use_ability(g, me, 2)
    act(g, "expedition -> hero yours")
    assert progress(g, p, Side.HERO) == 1 and progress(g, p, Side.COMPANION) == 1
    assert g.cards[me].counters["move"] == 1
    g, p = start()  # at its origin it does not move back, so the other does not move
    me = put(g, p, version, Zone.LANDMARKS)
    g.cards[me].counters["move"] = 1
    refresh(g)
    use_ability(g, me, 2)
    act(g, "expedition -> hero yours")
    assert progress(g, p, Side.HERO) == 0 and progress(g, p, Side.COMPANION) == 0


def test_alt_duster_b_ly_102_c_resupplies_gains_two_moves_and_shifts_expeditions():
    assert _joins("ALT_DUSTER_B_LY_102_C") == (2, 0, 1)
    _cable("ALT_DUSTER_B_LY_102_C")


def test_alt_duster_b_ly_102_r1_draws_gains_two_moves_and_shifts_expeditions():
    assert _joins("ALT_DUSTER_B_LY_102_R1") == (2, 1, 0)
    _cable("ALT_DUSTER_B_LY_102_R1")


def test_alt_duster_b_ly_102_r2_draws_gains_two_moves_and_shifts_expeditions():
    assert _joins("ALT_DUSTER_B_LY_102_R2") == (2, 1, 0)
    _cable("ALT_DUSTER_B_LY_102_R2")


def test_alt_duster_b_ly_102_type_line_names_its_zone_type():
    # the type line's zone type (CR 2.2.3.b-c), shown by the inspector with the sub-types
    for version in ("ALT_DUSTER_B_LY_102_C", "ALT_DUSTER_B_LY_102_R1", "ALT_DUSTER_B_LY_102_R2"):
        assert "Landmark" in card(version).subtypes
