"""Brassbug Nursery: {J} an Aerolith token in your Landmarks (not the Axiom rare); {T}, {1},
sacrifice a Permanent: a Brassbug Robot token in target Expedition (CR 7.3.25, 7.3.4)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    HUB, answer, back_to, card, landmark_tokens, pick, put, ready_mana, settle, spell_cost_paid,
    start, tokens_named, use_first, add_mana,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_78_C", "ALT_CYCLONE_B_AX_78_R1", "ALT_CYCLONE_B_AX_78_R2"


def _with_aerolith(version: str, faction: str) -> None:
    d = card(version)
    assert (d.faction.value, d.hand_cost, d.reserve_cost) == (faction, 4, 4)
    g, p = start()
    add_mana(g, p, 2)
    nursery = put(g, p, version)
    assert spell_cost_paid(g, p, nursery) == 4
    settle(g)
    [aerolith] = landmark_tokens(g, p)
    back_to(g, p)
    top, mana = g.players[p].deck[0], ready_mana(g, p)
    use_first(g, nursery)
    pick(g, aerolith)  # the Aerolith is sacrificed to pay: it Resupplies
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    answer(g, "expedition -> companion yours")
    settle(g)
    assert g.cards[aerolith].zone is Zone.GONE and top in g.players[p].reserve
    assert ready_mana(g, p) == mana - 1
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1


def test_alt_cyclone_b_ax_78_c_makes_an_aerolith_then_sacrifices_it_for_a_brassbug():
    _with_aerolith(C, "AX")


def test_alt_cyclone_b_ax_78_r1_sacrifices_a_permanent_for_a_brassbug():
    d = card(R1)
    assert (d.faction.value, d.hand_cost, d.reserve_cost) == ("AX", 3, 3)
    g, p = start()
    nursery = put(g, p, R1)
    assert spell_cost_paid(g, p, nursery) == 3
    settle(g)
    assert not landmark_tokens(g, p)  # no {J} on this one
    back_to(g, p)
    hub = put(g, p, HUB, Zone.LANDMARKS)
    add_mana(g, p, 1)
    use_first(g, nursery)
    assert any(f"#{nursery}" in o for o in options(g))  # it may sacrifice itself too
    pick(g, hub)
    answer(g, "expedition -> hero yours")
    assert g.cards[hub].zone is Zone.DISCARD and g.cards[nursery].zone is Zone.LANDMARKS
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1


def test_alt_cyclone_b_ax_78_r2_makes_an_aerolith_then_sacrifices_it_for_a_brassbug():
    _with_aerolith(R2, "OR")
