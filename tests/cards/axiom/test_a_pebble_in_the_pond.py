"""A Pebble in the Pond: a Spell that creates an Aerolith token in your Landmarks."""

from tests.cards.builders import add_mana, back_to, card, put, settle, spell_cost_paid, start

AEROLITH = "ALT_CYCLONE_B_NE_03_C"


def test_alt_eole_b_ax_119_c_creates_an_aerolith_in_your_landmarks():
    d = card("ALT_EOLE_B_AX_119_C")
    assert (d.hand_cost, d.reserve_cost) == (2, 1) and d.faction.value == "AX"
    g, p = start()
    assert spell_cost_paid(g, p, put(g, p, "ALT_EOLE_B_AX_119_C")) == 2
    settle(g)
    assert [g.cards[c].card_id for c in g.players[p].landmarks] == [AEROLITH]


def _less_without_tokens_in_your_landmarks(version: str, faction: str) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost) == (2, 2) and d.faction.value == faction
    g, p = start()
    assert spell_cost_paid(g, p, put(g, p, version)) == 1
    settle(g)
    assert [g.cards[c].card_id for c in g.players[p].landmarks] == [AEROLITH]
    back_to(g, p)
    add_mana(g, p, 2)
    assert spell_cost_paid(g, p, put(g, p, version)) == 2  # an Aerolith is there now


def test_alt_eole_b_ax_119_r1_costs_less_without_tokens_in_your_landmarks():
    _less_without_tokens_in_your_landmarks("ALT_EOLE_B_AX_119_R1", "AX")


def test_alt_eole_b_ax_119_r2_costs_less_without_tokens_in_your_landmarks():
    _less_without_tokens_in_your_landmarks("ALT_EOLE_B_AX_119_R2", "OR")
