"""Investigate the Corruption: a Fleeting Spell: draw two cards, then discard a card from
your hand."""

from altered_tui.engine.types import Zone

from tests.cards.builders import card, clear_hand, pick_if_asked, put, settle, spell_cost_paid, start


def test_alt_eole_b_yz_119_c_draws_two_then_discards_one():
    d = card("ALT_EOLE_B_YZ_119_C")
    assert d.keywords.fleeting and d.faction.value == "YZ"
    g, p = start()
    clear_hand(g, p)
    first, second = g.players[p].deck[0], g.players[p].deck[1]
    me = put(g, p, "ALT_EOLE_B_YZ_119_C")
    assert spell_cost_paid(g, p, me) == 2
    settle(g)
    pick_if_asked(g, first)
    settle(g)
    assert g.cards[first].zone is Zone.DISCARD and g.players[p].hand == [second]
    assert g.cards[me].zone is Zone.DISCARD


def _draws_three_then_discards(version: str, faction: str) -> None:
    d = card(version)
    assert d.keywords.fleeting and d.faction.value == faction and (d.hand_cost, d.reserve_cost) == (3, 3)
    g, p = start()
    from tests.cards.builders import add_mana
    add_mana(g, p, 3)
    clear_hand(g, p)
    drawn = g.players[p].deck[:3]
    me = put(g, p, version)
    assert spell_cost_paid(g, p, me) == 3
    settle(g)
    pick_if_asked(g, drawn[0])
    settle(g)
    assert g.cards[drawn[0]].zone is Zone.DISCARD and g.players[p].hand == drawn[1:]


def test_alt_eole_b_yz_119_r1_draws_three_then_discards_one():
    _draws_three_then_discards("ALT_EOLE_B_YZ_119_R1", "YZ")


def test_alt_eole_b_yz_119_r2_draws_three_then_discards_one():
    _draws_three_then_discards("ALT_EOLE_B_YZ_119_R2", "OR")
