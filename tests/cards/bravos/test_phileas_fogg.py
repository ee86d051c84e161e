"""Phileas Fogg: {R} you may pass at once: no more turns for you this Afternoon (rares: if you
do, I gain 1 boost)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import check_facts, put, settle, start


def _from_reserve(version, answer):
    g, p = start()
    fogg = put(g, p, version, Zone.RESERVE)
    play(g, fogg, src="reserve")
    settle(g)
    assert g.pending.kind == "may"
    act(g, answer)
    return g, p, fogg


def _passes(version, boost, faction):
    g, p, fogg = _from_reserve(version, "yes")
    assert g.players[p].passed and g.pending.player == 1 - p
    assert g.cards[fogg].boosts == boost
    g, p, fogg = _from_reserve(version, "no")
    assert not g.players[p].passed and g.cards[fogg].boosts == 0
    g, p = start()
    play(g, put(g, p, version))
    settle(g)
    assert not g.players[p].passed  # {R}: not from hand
    check_facts(version, 3, 3, (3, 3, 3), faction)


def test_alt_cyclone_b_br_71_c_from_reserve_may_pass_at_once():
    _passes("ALT_CYCLONE_B_BR_71_C", 0, "BR")


def test_alt_cyclone_b_br_71_r1_passing_at_once_gives_me_a_boost():
    _passes("ALT_CYCLONE_B_BR_71_R1", 1, "BR")


def test_alt_cyclone_b_br_71_r2_passing_at_once_gives_me_a_boost():
    _passes("ALT_CYCLONE_B_BR_71_R2", 1, "AX")
