"""Baku: {H} (the rare: {J}) target opponent discards a card from their hand."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, pick, put, start
from tests.log_text import prompt


def _baku(card_id, src="hand"):
    g, p = start()
    add_mana(g, p, 1)
    hand = list(g.players[1 - p].hand)
    mine = len(g.players[p].hand)
    baku = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, baku, src=src)
    return g, p, baku, hand, mine


def _discards(card_id, src="hand"):
    g, p, baku, hand, mine = _baku(card_id, src)
    assert g.pending.player == 1 - p and "discard" in prompt(g)  # the opponent chooses
    victim = hand[-1]
    pick(g, victim, "choose")
    assert victim in g.players[1 - p].discard and len(g.players[1 - p].hand) == len(hand) - 1
    assert len(g.players[p].hand) == mine
    return g, p, baku


def test_alt_core_b_yz_10_c_the_opponent_discards_a_card_when_played_from_hand():
    g, p, baku = _discards("ALT_CORE_B_YZ_10_C")
    assert stats(g, baku) == (2, 2, 2)


def test_alt_core_b_yz_10_c_nothing_when_played_from_reserve():
    g, p, baku, hand, mine = _baku("ALT_CORE_B_YZ_10_C", src="reserve")
    assert g.players[1 - p].hand == hand


def test_alt_core_b_yz_10_r_the_opponent_discards_a_card_also_when_played_from_reserve():
    g, p, baku = _discards("ALT_CORE_B_YZ_10_R", src="reserve")
    assert g.cdef(baku).reserve_cost == 4


def test_alt_core_b_yz_10_r2_the_opponent_discards_a_card_when_played_from_hand():
    g, p, baku = _discards("ALT_CORE_B_YZ_10_R2")
    assert g.cdef(baku).faction.value == "AX"
