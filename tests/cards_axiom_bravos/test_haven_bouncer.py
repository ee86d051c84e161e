"""Haven Bouncer: {H} Sabotage. {R} I gain 1 boost."""

from tests.cards_axiom_bravos.helpers import Zone, act, label, new_game, options, play, put, stats

BOUNCER = "ALT_CORE_B_BR_15_C"
AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_br_15_c_from_hand_sabotages_without_a_boost():
    g, p = new_game()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    cid = put(g, p, BOUNCER)
    play(g, cid)
    assert "done" in options(g)
    act(g, f"target {label(g, victim)}")
    assert victim in g.players[1 - p].discard
    assert stats(g, cid) == (2, 2, 2)


def test_alt_core_b_br_15_c_from_reserve_gains_a_boost_without_sabotage():
    g, p = new_game()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    cid = put(g, p, BOUNCER, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert g.pending.kind == "turn" and victim in g.players[1 - p].reserve
    assert stats(g, cid) == (3, 3, 3)
