"""Corrupted Tooth Fairy (Corruption, README rulings: Corruption and discard-pile
thresholds): {H} I gain Fleeting unless six or more cards are in your discard pile; {H}
Sabotage (CR 7.3.24)."""

from altered_tui.engine.types import Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import play
from tests.cards.builders import TROOPER, check_facts, pick_if_asked, put, settle, start


def _played(in_discard: int, version: str = "ALT_EOLE_B_YZ_108_C"):
    g, p = start()
    for cid in list(g.players[p].discard):
        move(g, cid, Zone.DECK)
    for _ in range(in_discard):
        move(g, g.players[p].deck[0], Zone.DISCARD)
    theirs = put(g, 1 - p, TROOPER, Zone.RESERVE)
    me = put(g, p, version)
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


def _cant_be_played_below_six_in_discard(version: str, faction: str) -> None:
    from tests.cards.builders import can_play

    for in_discard, playable in ((5, False), (6, True)):
        g, p = start()
        for cid in list(g.players[p].discard):
            move(g, cid, Zone.DECK)
        for _ in range(in_discard):
            move(g, g.players[p].deck[0], Zone.DISCARD)
        me = put(g, p, version)
        assert can_play(g, me) is playable
    g, me, theirs = _played(6, version)
    assert g.cards[theirs].zone is Zone.DISCARD and not g.cards[me].has(Status.FLEETING)
    from tests.cards.builders import card
    d = card(version)
    assert d.faction.value == faction and (d.forest, d.mountain, d.water) == (2, 3, 2)


def test_alt_eole_b_yz_108_r1_cant_be_played_unless_six_cards_in_discard():
    _cant_be_played_below_six_in_discard("ALT_EOLE_B_YZ_108_R1", "YZ")


def test_alt_eole_b_yz_108_r2_cant_be_played_unless_six_cards_in_discard():
    _cant_be_played_below_six_in_discard("ALT_EOLE_B_YZ_108_R2", "BR")
