"""Aerolith Quarry: at Noon, if your opponent is the first player, an Aerolith token in your
Landmarks; the Axiom rare: when you sacrifice a Permanent, you may exhaust me to give target
Character 1 boost."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    TROOPER, advance_to_noon, card, landmark_tokens, put, settle, spell_cost_paid, start,
    use_first,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_82_C", "ALT_CYCLONE_B_AX_82_R1", "ALT_CYCLONE_B_AX_82_R2"
DEPOT = "ALT_CYCLONE_B_AX_79_C"  # Abandoned Depot: {T}, {1}: sacrifice me


def _noon(version: str) -> None:
    g, p = start()
    quarries = {q: put(g, q, version, Zone.LANDMARKS) for q in (0, 1)}
    advance_to_noon(g)
    first = g.first_player
    assert len(landmark_tokens(g, 1 - first)) == 1  # the one who is not first
    assert landmark_tokens(g, first) == []
    assert all(g.cards[c].zone is Zone.LANDMARKS for c in quarries.values())


def test_alt_cyclone_b_ax_82_c_an_aerolith_when_the_opponent_is_first_player():
    d = card(C)
    assert (d.faction.value, d.hand_cost, d.reserve_cost) == ("AX", 2, 2)
    g, p = start()
    assert spell_cost_paid(g, p, put(g, p, C)) == 2
    _noon(C)


def test_alt_cyclone_b_ax_82_r1_exhausts_to_boost_when_you_sacrifice_a_permanent():
    d = card(R1)
    assert (d.faction.value, d.hand_cost, d.reserve_cost) == ("AX", 3, 3)
    _noon(R1)
    g, p = start()
    quarry = put(g, p, R1, Zone.LANDMARKS)
    ally = put(g, p, TROOPER, Zone.EXPEDITION)
    depot = put(g, p, DEPOT, Zone.LANDMARKS)
    use_first(g, depot)
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.pending.kind == "may"
    act(g, "yes")
    if g.pending.kind == "target":
        act(g, next(o for o in options(g) if f"#{ally}" in o))
    settle(g)
    assert g.cards[ally].boosts == 1 and g.cards[quarry].has(Status.EXHAUSTED)


def test_alt_cyclone_b_ax_82_r2_an_aerolith_when_the_opponent_is_first_player():
    d = card(R2)
    assert (d.faction.value, d.hand_cost, d.reserve_cost) == ("YZ", 2, 2)
    _noon(R2)
