"""Restocking Station: {J} I gain 2 Kelon counters (Axiom rare: 3); {T}, spend 1 of them:
target Character loses Fleeting (Axiom rare: spend any number, as many target Characters)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    TROOPER, back_to, card, pick, put, settle, spell_cost_paid, start, use_first,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_81_C", "ALT_CYCLONE_B_AX_81_R1", "ALT_CYCLONE_B_AX_81_R2"


def _station(version: str, fleeting: int):
    g, p = start()
    station = put(g, p, version)
    assert spell_cost_paid(g, p, station) == card(version).hand_cost
    settle(g)
    back_to(g, p)
    troopers = []
    for side in (Side.HERO, Side.COMPANION)[:fleeting]:
        t = put(g, p, TROOPER, Zone.EXPEDITION, side)
        g.cards[t].status |= Status.FLEETING
        troopers.append(t)
    return g, p, station, troopers


def _one(version: str, faction: str) -> None:
    d = card(version)
    assert (d.faction.value, d.hand_cost, d.reserve_cost) == (faction, 1, 1)
    g, p, station, [trooper] = _station(version, 1)
    assert g.cards[station].counters.get("kelon") == 2
    use_first(g, station)
    if any(f"#{trooper}" in o for o in options(g)):  # its own Character: asked, not taken
        pick(g, trooper)
    settle(g)
    assert not g.cards[trooper].has(Status.FLEETING)
    assert g.cards[station].counters.get("kelon") == 1 and g.cards[station].has(Status.EXHAUSTED)


def test_alt_cyclone_b_ax_81_c_spends_a_kelon_counter_so_a_character_loses_fleeting():
    _one(C, "AX")


def test_alt_cyclone_b_ax_81_r1_spends_two_counters_for_two_characters():
    d = card(R1)
    assert (d.faction.value, d.hand_cost, d.reserve_cost) == ("AX", 2, 2)
    g, p, station, troopers = _station(R1, 2)
    assert g.cards[station].counters.get("kelon") == 3
    use_first(g, station)
    assert g.pending.kind == "remove" and options(g) == ["remove 3", "remove 2", "remove 1", "remove 0"]
    act(g, "remove 2")
    for t in troopers:
        if any(f"#{t}" in o for o in options(g)):
            pick(g, t)
    settle(g)
    assert all(not g.cards[t].has(Status.FLEETING) for t in troopers)
    assert g.cards[station].counters.get("kelon") == 1
    g, p, station, troopers = _station(R1, 2)
    use_first(g, station)
    act(g, "remove 0")  # none spent: no target
    settle(g)
    assert all(g.cards[t].has(Status.FLEETING) for t in troopers)
    assert g.cards[station].counters.get("kelon") == 3


def test_alt_cyclone_b_ax_81_r2_spends_a_kelon_counter_so_a_character_loses_fleeting():
    _one(R2, "BR")
