"""Monolith Rune-Scribe: vanilla common; the rare Resupplies from hand if you control a token."""

from altered_tui.engine.effects import create_token

from tests.cards_ordis_yzmir.helpers import Side, Zone, play, play_from_hand, put, refresh, start, stats


def test_alt_core_b_or_07_c_costs_2_and_is_2_2_2_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_07_C")
    assert (paid, stats(g, cid), g.cards[cid].zone) == (2, (2, 2, 2), Zone.EXPEDITION)


def test_alt_core_b_or_07_r_resupplies_when_played_from_hand_while_you_control_a_token():
    g, p = start()
    create_token(g, "Ordis Recruit", p, Side.COMPANION, "test")
    refresh(g)
    scribe = put(g, p, "ALT_CORE_B_OR_07_R")
    top = g.players[p].deck[0]
    play(g, scribe)
    assert g.players[p].reserve == [top]
    assert stats(g, scribe) == (1, 2, 2)


def test_alt_core_b_or_07_r_does_not_resupply_without_a_token():
    g, p = start()
    scribe = put(g, p, "ALT_CORE_B_OR_07_R")
    play(g, scribe)
    assert g.players[p].reserve == []


def test_alt_core_b_or_07_r_an_opponents_token_does_not_count():
    g, p = start()
    create_token(g, "Ordis Recruit", 1 - p, Side.HERO, "test")
    refresh(g)
    scribe = put(g, p, "ALT_CORE_B_OR_07_R")
    play(g, scribe)
    assert g.players[p].reserve == []
