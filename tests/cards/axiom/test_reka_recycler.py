"""Reka Recycler: {H} you may discard two cards from your Reserve to draw a card."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, TROOPER, check_facts, pick, put, settle, start


def test_alt_eole_b_ax_114_c_from_hand_may_discard_two_reserve_cards_to_draw():
    check_facts("ALT_EOLE_B_AX_114_C", 3, 2, (3, 2, 3), "AX")
    g, p = start()
    a, b = put(g, p, AMELIA, Zone.RESERVE), put(g, p, TROOPER, Zone.RESERVE)
    hand = len(g.players[p].hand)
    me = put(g, p, "ALT_EOLE_B_AX_114_C")
    play(g, me)
    settle(g)
    act(g, "yes")
    for cid in (a, b):
        if g.cards[cid].zone is Zone.RESERVE and any(f"#{cid}" in o for o in options(g)):
            pick(g, cid)
    settle(g)
    assert g.cards[a].zone is Zone.DISCARD and g.cards[b].zone is Zone.DISCARD
    assert len(g.players[p].hand) == hand + 1


def _discards_one_to_draw(version: str, faction: str) -> None:
    check_facts(version, 3, 2, (3, 1, 3), faction)
    g, p = start()
    a = put(g, p, AMELIA, Zone.RESERVE)
    hand = len(g.players[p].hand)
    play(g, put(g, p, version))
    settle(g)
    act(g, "yes")
    if any(f"#{a}" in o for o in options(g)):
        pick(g, a)
    settle(g)
    assert g.cards[a].zone is Zone.DISCARD and len(g.players[p].hand) == hand + 1


def test_alt_eole_b_ax_114_r1_from_hand_may_discard_one_reserve_card_to_draw():
    _discards_one_to_draw("ALT_EOLE_B_AX_114_R1", "AX")


def test_alt_eole_b_ax_114_r2_from_hand_may_discard_one_reserve_card_to_draw():
    _discards_one_to_draw("ALT_EOLE_B_AX_114_R2", "LY")
