"""Corrupted Tooth Fairy (Corruption, README rulings: Corruption and discard-pile
thresholds): {H} I gain Fleeting unless six or more cards are in your discard pile; {H}
Sabotage (CR 7.3.24)."""

from altered_tui.engine.types import Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import play
from tests.cards.builders import TROOPER, check_facts, pick_if_asked, put, settle, start


def _played(in_discard: int):
    g, p = start()
    for cid in list(g.players[p].discard):
        move(g, cid, Zone.DECK)
    for _ in range(in_discard):
        move(g, g.players[p].deck[0], Zone.DISCARD)
    theirs = put(g, 1 - p, TROOPER, Zone.RESERVE)
    me = put(g, p, "ALT_EOLE_B_YZ_108_C")
    play(g, me)
    settle(g)
    pick_if_asked(g, theirs)
    settle(g)
    return g, me, theirs


def test_alt_eole_b_yz_108_c_fleeting_unless_six_cards_in_discard_and_sabotages():
    check_facts("ALT_EOLE_B_YZ_108_C", 2, 2, (1, 2, 1), "YZ")
    g, me, theirs = _played(5)
    assert g.cards[me].has(Status.FLEETING) and g.cards[theirs].zone is Zone.DISCARD
    g, me, theirs = _played(6)
    assert not g.cards[me].has(Status.FLEETING)
