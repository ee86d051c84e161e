"""Amahle, Asgarthan Outcast: {J} you may discard a card from your Reserve to draw a card."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import CHRONICLER, add_mana, check_facts, pick, put, settle, start


def _joined(card_id, accept, reserve=True):
    g, p = start()
    add_mana(g, p, 3)
    fodder = put(g, p, CHRONICLER, Zone.RESERVE) if reserve else None
    amahle = put(g, p, card_id, Zone.RESERVE)  # played from Reserve: {J} still activates
    top = g.players[p].deck[0]
    play(g, amahle, src="reserve")
    settle(g)
    assert g.pending.kind == "may"
    act(g, "yes" if accept else "no")
    if accept and g.pending.kind == "choose":
        pick(g, fodder)
    return g, p, fodder, top


def test_alt_core_b_ly_19_c_may_discard_a_reserve_card_to_draw():
    g, p, fodder, top = _joined("ALT_CORE_B_LY_19_C", True)
    assert fodder in g.players[p].discard and top in g.players[p].hand
    g, p, fodder, top = _joined("ALT_CORE_B_LY_19_C", False)
    assert fodder in g.players[p].reserve and top in g.players[p].deck
    check_facts("ALT_CORE_B_LY_19_C", 5, 5, (5, 5, 5), "LY")


def test_alt_core_b_ly_19_c_cannot_accept_with_an_empty_reserve():
    g, p = start()
    amahle = put(g, p, "ALT_CORE_B_LY_19_C")
    add_mana(g, p, 3)
    play(g, amahle)
    settle(g)
    assert "yes" not in options(g)


def test_alt_core_b_ly_19_r2_axiom_version_discard_to_draw():
    g, p, fodder, top = _joined("ALT_CORE_B_LY_19_R2", True)
    assert fodder in g.players[p].discard and top in g.players[p].hand
    check_facts("ALT_CORE_B_LY_19_R2", 5, 5, (5, 5, 5), "AX")


def test_alt_core_b_ly_19_r_discards_any_number_from_reserve_to_draw_that_many():
    g, p = start()
    add_mana(g, p, 5)
    fodder = [put(g, p, CHRONICLER, Zone.RESERVE) for _ in range(3)]
    amahle = put(g, p, "ALT_CORE_B_LY_19_R")
    top = g.players[p].deck[:2]
    play(g, amahle)
    settle(g)
    act(g, "yes")
    pick(g, fodder[0])
    pick(g, fodder[2])
    act(g, "done")
    assert fodder[0] in g.players[p].discard and fodder[2] in g.players[p].discard
    assert fodder[1] in g.players[p].reserve
    assert all(c in g.players[p].hand for c in top)
    check_facts("ALT_CORE_B_LY_19_R", 5, 5, (5, 5, 5), "LY")
