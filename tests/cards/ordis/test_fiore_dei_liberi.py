"""Fiore dei Liberi: Eternal while boosted; {J} a boost for each other Character of yours in
its Expedition, which then all go to Reserve; at Night it loses a boost, before Rest
(CR 4.2.b), so two boosts keep it one Night and the second Night it rests."""

from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import move

from tests.cards.builders import AMELIA, TROOPER, add_mana, finish_day, put, settle, start
from tests.abilities.support import play


def _joins_and_lasts_one_night(version: str) -> None:
    g, p = start()
    add_mana(g, p, 2)
    beside = [put(g, p, AMELIA, Zone.EXPEDITION), put(g, p, TROOPER, Zone.EXPEDITION)]
    elsewhere = put(g, p, TROOPER, Zone.EXPEDITION, Side.COMPANION)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    fiore = put(g, p, version)
    play(g, fiore)
    settle(g)
    assert g.cards[fiore].boosts == 2  # one per other Character in its Expedition
    assert all(cid in g.players[p].reserve for cid in beside)
    assert g.cards[elsewhere].zone is Zone.EXPEDITION and g.cards[theirs].zone is Zone.EXPEDITION
    finish_day(g)
    assert g.cards[fiore].zone is Zone.EXPEDITION and g.cards[fiore].boosts == 1  # Eternal
    for cid in list(g.players[p].reserve):  # room for it at the next Clean-up
        move(g, cid, Zone.DISCARD)
    finish_day(g)
    assert fiore in g.players[p].reserve  # its last boost went at Night, before Rest


def test_alt_bise_b_or_56_c_boosts_per_character_sent_to_reserve_and_is_eternal_while_boosted():
    _joins_and_lasts_one_night("ALT_BISE_B_OR_56_C")


def test_alt_bise_b_or_56_r1_boosts_per_character_sent_to_reserve_and_is_eternal_while_boosted():
    _joins_and_lasts_one_night("ALT_BISE_B_OR_56_R1")


def test_alt_bise_b_or_56_r2_boosts_per_character_sent_to_reserve_and_is_eternal_while_boosted():
    _joins_and_lasts_one_night("ALT_BISE_B_OR_56_R2")
