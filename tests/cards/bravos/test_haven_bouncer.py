"""Haven Bouncer: {H} Sabotage. {R} I gain 1 boost.

Haven Bouncer rares: {H} Sabotage. {R} I gain 2 boosts."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import label, put, ready_mana, start, target


BOUNCER = "ALT_CORE_B_BR_15_C"
AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_br_15_c_from_hand_sabotages_without_a_boost():
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    cid = put(g, p, BOUNCER)
    play(g, cid)
    assert "done" in options(g)
    act(g, f"target {label(g, victim)}")
    assert victim in g.players[1 - p].discard
    assert stats(g, cid) == (2, 2, 2)


def test_alt_core_b_br_15_c_from_reserve_gains_a_boost_without_sabotage():
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    cid = put(g, p, BOUNCER, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert g.pending.kind == "turn" and victim in g.players[1 - p].reserve
    assert stats(g, cid) == (3, 3, 3)


def _alt_core_b_br_15_r_and_r2_from_reserve_gain_two_boosts(version):
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 0 and stats(g, cid) == (4, 4, 4)
    assert victim in g.players[1 - p].reserve


def test_alt_core_b_br_15_r_from_reserve_gain_two_boosts():
    _alt_core_b_br_15_r_and_r2_from_reserve_gain_two_boosts('ALT_CORE_B_BR_15_R')


def test_alt_core_b_br_15_r2_from_reserve_gain_two_boosts():
    _alt_core_b_br_15_r_and_r2_from_reserve_gain_two_boosts('ALT_CORE_B_BR_15_R2')


def _alt_core_b_br_15_r_and_r2_from_hand_sabotage(version):
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    cid = put(g, p, version)
    play(g, cid)
    target(g, victim)
    assert victim in g.players[1 - p].discard and stats(g, cid) == (2, 2, 2)


def test_alt_core_b_br_15_r_from_hand_sabotage():
    _alt_core_b_br_15_r_and_r2_from_hand_sabotage('ALT_CORE_B_BR_15_R')


def test_alt_core_b_br_15_r2_from_hand_sabotage():
    _alt_core_b_br_15_r_and_r2_from_hand_sabotage('ALT_CORE_B_BR_15_R2')
