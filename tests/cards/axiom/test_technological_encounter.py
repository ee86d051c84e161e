"""Technological Encounter: Cooldown (CR 7.4.1); draw a card, then a Manaseed token in your
Landmarks."""

from altered_tui.engine.types import Status

from tests.cards.builders import add_mana, card, put, spell_cost_paid, start


def _encounter(version: str, hand_cost: int, faction: str) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.keywords.cooldown, d.faction.value) == (hand_cost, 2, True, faction)
    g, p = start()
    add_mana(g, p, 2)
    me = put(g, p, version)
    top = g.players[p].deck[0]
    assert spell_cost_paid(g, p, me) == hand_cost
    assert top in g.players[p].hand
    assert [g.cdef(c).name for c in g.players[p].landmarks] == ["Manaseed"]
    assert me in g.players[p].reserve and g.cards[me].has(Status.EXHAUSTED)  # Cooldown


def test_alt_duster_b_ax_98_c_draw_then_a_manaseed_cooldown():
    _encounter("ALT_DUSTER_B_AX_98_C", 4, "AX")


def test_alt_duster_b_ax_98_r1_draw_then_a_manaseed_cooldown():
    _encounter("ALT_DUSTER_B_AX_98_R1", 3, "AX")


def test_alt_duster_b_ax_98_r2_draw_then_a_manaseed_cooldown():
    _encounter("ALT_DUSTER_B_AX_98_R2", 4, "YZ")
