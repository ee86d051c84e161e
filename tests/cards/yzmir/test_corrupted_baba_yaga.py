"""Corrupted Baba Yaga (Corruption, README rulings: Corruption and discard-pile
thresholds): {H} I gain Fleeting unless six or more cards are in your discard pile; {H}
Draw a card."""

from altered_tui.engine.types import Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import play
from tests.cards.builders import add_mana, check_facts, put, settle, start


def _played(in_discard: int):
    g, p = start()
    for cid in list(g.players[p].discard):
        move(g, cid, Zone.DECK)
    for _ in range(in_discard):
        move(g, g.players[p].deck[0], Zone.DISCARD)
    add_mana(g, p, 3)
    hand = len(g.players[p].hand)
    me = put(g, p, "ALT_EOLE_B_YZ_114_C")
    play(g, me)
    settle(g)
    return g, me, len(g.players[p].hand) - hand


def test_alt_eole_b_yz_114_c_fleeting_unless_six_cards_in_discard_and_draws():
    check_facts("ALT_EOLE_B_YZ_114_C", 3, 2, (2, 2, 2), "YZ")
    g, me, drawn = _played(5)
    assert g.cards[me].has(Status.FLEETING) and drawn == 1
    g, me, drawn = _played(6)
    assert not g.cards[me].has(Status.FLEETING)
