"""Open the Gates: common, two Recruits in each of your Expeditions; Axiom rare, a Brassbug in each."""

from tests.cards_ordis_yzmir_core.helpers import Side, add_mana, put, recruits, spell_cost_paid, start, tokens_named


def test_alt_core_b_or_26_c_creates_two_recruits_in_each_of_your_expeditions():
    g, p = start()
    add_mana(g, p, 2)
    gates = put(g, p, "ALT_CORE_B_OR_26_C")
    assert spell_cost_paid(g, p, gates) == 5
    assert len(recruits(g, p, Side.HERO)) == 2 and len(recruits(g, p, Side.COMPANION)) == 2
    assert recruits(g, 1 - p, Side.HERO) == [] and gates in g.players[p].reserve


def test_alt_core_b_or_26_r2_creates_a_brassbug_in_each_of_your_expeditions():
    g, p = start()
    add_mana(g, p, 1)
    gates = put(g, p, "ALT_CORE_B_OR_26_R2")
    assert spell_cost_paid(g, p, gates) == 4
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1
    assert recruits(g, p, Side.HERO) == []
