"""Out of a Dark Sky: a Fleeting Spell: send to Reserve target Character with Base Cost {3}
or less; then, if both of your Expeditions are Ascended, Resupply (README rulings, Ascend)."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import AMELIA, TROOPER, add_mana, card, pick_if_asked, put, settle, spell_cost_paid, start


def _played(ascended: tuple[Side, ...], version: str = "ALT_EOLE_B_OR_120_C", target_id: str = AMELIA):
    g, p = start()
    add_mana(g, p, 3)
    g.ascended += [(p, s) for s in ascended]
    target = put(g, 1 - p, target_id, Zone.EXPEDITION, Side.HERO)
    top = g.players[p].deck[0]
    assert spell_cost_paid(g, p, put(g, p, version)) == card(version).hand_cost
    pick_if_asked(g, target)
    settle(g)
    return g, p, target, top


def test_alt_eole_b_or_120_c_sends_to_reserve_and_resupplies_if_both_expeditions_ascended():
    assert card("ALT_EOLE_B_OR_120_C").keywords.fleeting
    g, p, target, top = _played((Side.HERO,))
    assert g.cards[target].zone is Zone.RESERVE and top not in g.players[p].reserve
    g, p, target, top = _played((Side.HERO, Side.COMPANION))
    assert g.cards[target].zone is Zone.RESERVE and top in g.players[p].reserve


def test_alt_eole_b_or_120_r1_base_cost_two_or_less_and_resupplies_if_both_ascended():
    d = card("ALT_EOLE_B_OR_120_R1")
    assert d.keywords.fleeting and d.faction.value == "OR" and (d.hand_cost, d.reserve_cost) == (2, 2)
    g, p, target, top = _played((Side.HERO, Side.COMPANION), "ALT_EOLE_B_OR_120_R1", TROOPER)
    assert g.cards[target].zone is Zone.RESERVE and top in g.players[p].reserve
    g, p, target, top = _played((), "ALT_EOLE_B_OR_120_R1", TROOPER)
    assert top not in g.players[p].reserve


def test_alt_eole_b_or_120_r2_resupplies_if_both_of_your_expeditions_are_behind_or_tied():
    d = card("ALT_EOLE_B_OR_120_R2")
    assert d.keywords.fleeting and d.faction.value == "YZ"
    g, p, target, top = _played((), "ALT_EOLE_B_OR_120_R2", TROOPER)  # all at the start: tied
    assert g.cards[target].zone is Zone.RESERVE and top in g.players[p].reserve
    g, p = start()
    g.players[p].positions[Side.HERO] += 1  # ahead
    add_mana(g, p, 2)
    top = g.players[p].deck[0]
    spell_cost_paid(g, p, put(g, p, "ALT_EOLE_B_OR_120_R2"))
    settle(g)
    assert top not in g.players[p].reserve
