"""A Pebble in the Pond: a Spell that creates an Aerolith token in your Landmarks."""

from tests.cards.builders import card, put, settle, spell_cost_paid, start

AEROLITH = "ALT_CYCLONE_B_NE_03_C"


def test_alt_eole_b_ax_119_c_creates_an_aerolith_in_your_landmarks():
    d = card("ALT_EOLE_B_AX_119_C")
    assert (d.hand_cost, d.reserve_cost) == (2, 1) and d.faction.value == "AX"
    g, p = start()
    assert spell_cost_paid(g, p, put(g, p, "ALT_EOLE_B_AX_119_C")) == 2
    settle(g)
    assert [g.cards[c].card_id for c in g.players[p].landmarks] == [AEROLITH]
