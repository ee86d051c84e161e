"""Out of a Dark Sky: a Fleeting Spell: send to Reserve target Character with Base Cost {3}
or less; then, if both of your Expeditions are Ascended, Resupply (README rulings, Ascend)."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import AMELIA, add_mana, card, pick_if_asked, put, settle, spell_cost_paid, start


def _played(ascended: tuple[Side, ...]):
    g, p = start()
    add_mana(g, p, 3)
    g.ascended += [(p, s) for s in ascended]
    target = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    top = g.players[p].deck[0]
    assert spell_cost_paid(g, p, put(g, p, "ALT_EOLE_B_OR_120_C")) == 3
    pick_if_asked(g, target)
    settle(g)
    return g, p, target, top


def test_alt_eole_b_or_120_c_sends_to_reserve_and_resupplies_if_both_expeditions_ascended():
    assert card("ALT_EOLE_B_OR_120_C").keywords.fleeting
    g, p, target, top = _played((Side.HERO,))
    assert g.cards[target].zone is Zone.RESERVE and top not in g.players[p].reserve
    g, p, target, top = _played((Side.HERO, Side.COMPANION))
    assert g.cards[target].zone is Zone.RESERVE and top in g.players[p].reserve
