"""Monolith Rune-Scribe (Axiom rare): {H} if you control a token, Resupply."""

from tests.cards_ordis_yzmir_core.helpers import Side, Zone, play, put, start, stats


def _scribe(with_token, src="hand"):
    g, p = start()
    if with_token:
        from altered_tui.engine.effects import create_token

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
