"""The Consortium: {J} Resupply; {T}: target Character in Reserve gains 2 boosts. The R1: {T}:
Resupply, then you may have target Character in Reserve gain 2 boosts."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act
from tests.cards.builders import (
    AMELIA, add_mana, back_to, card, pick_if_asked, put, spell_cost_paid, start, use_first,
)


def _common(version: str, faction: str) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.faction.value, d.is_landmark) == (4, 4, faction, True)
    g, p = start()
    add_mana(g, p, 1)
    stored = put(g, 1 - p, AMELIA, Zone.RESERVE)
    top = g.players[p].deck[0]
    me = put(g, p, version)
    assert spell_cost_paid(g, p, me) == 4
    assert top in g.players[p].reserve  # {J} Resupply
    back_to(g, p)
    use_first(g, me)
    pick_if_asked(g, stored)
    assert g.cards[stored].boosts == 2 and g.cards[me].has(Status.EXHAUSTED)


def test_alt_duster_b_ax_102_c_resupply_as_it_joins_exhaust_for_two_boosts_in_reserve():
    _common("ALT_DUSTER_B_AX_102_C", "AX")


def test_alt_duster_b_ax_102_r2_resupply_as_it_joins_exhaust_for_two_boosts_in_reserve():
    _common("ALT_DUSTER_B_AX_102_R2", "OR")


def test_alt_duster_b_ax_102_r1_exhaust_to_resupply_then_may_give_two_boosts_in_reserve():
    d = card("ALT_DUSTER_B_AX_102_R1")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (5, 5, "AX")
    g, p = start()
    me = put(g, p, "ALT_DUSTER_B_AX_102_R1", Zone.LANDMARKS)
    stored = put(g, p, AMELIA, Zone.RESERVE)
    top = g.players[p].deck[0]
    use_first(g, me)
    assert top in g.players[p].reserve
    assert g.pending.kind == "may"
    act(g, "yes")
    pick_if_asked(g, stored)
    assert g.cards[stored].boosts == 2 and g.cards[me].has(Status.EXHAUSTED)
