"""Monolith Rune-Scribe: vanilla common; the rare Resupplies from hand if you control a token.

Monolith Rune-Scribe (Axiom rare): {H} if you control a token, Resupply."""

from altered_tui.engine.objects import stats
from altered_tui.engine.steps.tokens import create_token
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play, refresh
from tests.cards.builders import play_from_hand, put, start


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


def _scribe(with_token, src="hand"):
    g, p = start()
    if with_token:
        from altered_tui.engine.steps.tokens import create_token

        create_token(g, "Ordis Recruit", p, Side.HERO, "test")
    scribe = put(g, p, "ALT_CORE_B_OR_07_R2", Zone.HAND if src == "hand" else Zone.RESERVE)
    top = g.players[p].deck[0]
    play(g, scribe, "companion", src=src)
    return g, p, scribe, top


def test_alt_core_b_or_07_r2_resupplies_from_hand_when_you_control_a_token():
    g, p, scribe, top = _scribe(True)
    assert top in g.players[p].reserve
    assert stats(g, scribe) == (1, 2, 2) and g.cdef(scribe).faction.value == "AX"


def test_alt_core_b_or_07_r2_does_nothing_without_a_token_or_from_reserve():
    g, p, scribe, top = _scribe(False)
    assert top in g.players[p].deck
    g, p, scribe, top = _scribe(True, src="reserve")
    assert top in g.players[p].deck
