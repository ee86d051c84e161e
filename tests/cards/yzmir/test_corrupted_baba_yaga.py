"""Corrupted Baba Yaga (Corruption, README rulings: Corruption and discard-pile
thresholds): {H} I gain Fleeting unless six or more cards are in your discard pile; {H}
Draw a card."""

from altered_tui.engine.types import Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import play
from tests.cards.builders import add_mana, card, check_facts, put, settle, start


def _played(in_discard: int, version: str = "ALT_EOLE_B_YZ_114_C"):
    g, p = start()
    for cid in list(g.players[p].discard):
        move(g, cid, Zone.DECK)
    for _ in range(in_discard):
        move(g, g.players[p].deck[0], Zone.DISCARD)
    add_mana(g, p, 3)
    hand = len(g.players[p].hand)
    me = put(g, p, version)
    play(g, me)
    settle(g)
    return g, me, len(g.players[p].hand) - hand


def test_alt_eole_b_yz_114_c_fleeting_unless_six_cards_in_discard_and_draws():
    check_facts("ALT_EOLE_B_YZ_114_C", 3, 2, (2, 2, 2), "YZ")
    g, me, drawn = _played(5)
    assert g.cards[me].has(Status.FLEETING) and drawn == 1
    g, me, drawn = _played(6)
    assert not g.cards[me].has(Status.FLEETING)


def test_alt_eole_b_yz_114_r1_cant_be_played_unless_six_cards_in_discard():
    from tests.cards.builders import can_play

    d = card("ALT_EOLE_B_YZ_114_R1")
    assert (d.hand_cost, d.reserve_cost, d.forest, d.mountain, d.water) == (3, 2, 3, 3, 3)
    assert d.faction.value == "YZ"
    for in_discard, playable in ((5, False), (6, True)):
        g, p = start()
        add_mana(g, p, 3)
        for cid in list(g.players[p].discard):
            move(g, cid, Zone.DECK)
        for _ in range(in_discard):
            move(g, g.players[p].deck[0], Zone.DISCARD)
        assert can_play(g, put(g, p, "ALT_EOLE_B_YZ_114_R1")) is playable
    g, me, drawn = _played(6, "ALT_EOLE_B_YZ_114_R1")
    assert drawn == 1


def test_alt_eole_b_yz_114_r2_fleeting_unless_six_cards_in_discard_and_draws():
    check_facts("ALT_EOLE_B_YZ_114_R2", 3, 2, (2, 2, 2), "OR")
    g, me, drawn = _played(5, "ALT_EOLE_B_YZ_114_R2")
    assert g.cards[me].has(Status.FLEETING) and drawn == 1
    g, me, drawn = _played(6, "ALT_EOLE_B_YZ_114_R2")
    assert not g.cards[me].has(Status.FLEETING)
