"""Reka Thurifer: {H} Sabotage (CR 7.3.24); support {D}: the next Character you play this
turn costs {1} less, down to a minimum of {1}."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import (
    AMELIA, TROOPER, add_mana, check_facts, paid_to_play, pick_if_asked, put, settle, start,
    use_support,
)


def _next_costs(card_id: str) -> int:
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_LY_116_C", Zone.RESERVE)
    use_support(g, me)
    settle(g)
    return paid_to_play(g, p, put(g, p, card_id))


def test_alt_eole_b_ly_116_c_support_next_character_costs_less_and_from_hand_sabotages():
    check_facts("ALT_EOLE_B_LY_116_C", 4, 3, (4, 0, 4), "LY")
    assert _next_costs(AMELIA) == 2  # Hand Cost 3
    assert _next_costs(TROOPER) == 1  # Hand Cost 1: the minimum
    g, p = start()
    add_mana(g, p, 4)
    theirs = put(g, 1 - p, TROOPER, Zone.RESERVE)
    play(g, put(g, p, "ALT_EOLE_B_LY_116_C"))
    settle(g)
    pick_if_asked(g, theirs)
    settle(g)
    assert g.cards[theirs].zone is Zone.DISCARD


def test_alt_eole_b_ly_116_r2_costs_less_with_six_in_discard_and_supports_a_cheaper_spell():
    from altered_tui.engine.zones import move

    from tests.cards.builders import card, spell_cost_paid

    d = card("ALT_EOLE_B_LY_116_R2")
    assert (d.hand_cost, d.reserve_cost) == (4, 4) and d.faction.value == "YZ"
    for in_discard, paid in ((5, 4), (6, 3)):
        g, p = start()
        add_mana(g, p, 4)
        for cid in list(g.players[p].discard):
            move(g, cid, Zone.DECK)
        for _ in range(in_discard):
            move(g, g.players[p].deck[0], Zone.DISCARD)
        assert paid_to_play(g, p, put(g, p, "ALT_EOLE_B_LY_116_R2")) == paid
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_LY_116_R2", Zone.RESERVE)
    use_support(g, me)
    settle(g)
    assert spell_cost_paid(g, p, put(g, p, "ALT_EOLE_B_AX_118_C")) == 2  # a Spell, Hand Cost 3
