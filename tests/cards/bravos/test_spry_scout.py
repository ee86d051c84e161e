"""Spry Scout: {R} if you control a Feat, I gain 1 boost."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start

FEAT = "ALT_EOLE_B_AX_121_C"


def _boosts(with_feat: bool) -> int:
    g, p = start()
    if with_feat:
        put(g, p, FEAT, Zone.LANDMARKS)
    me = put(g, p, "ALT_EOLE_B_BR_109_C", Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    return g.cards[me].counters.get("boost", 0)


def test_alt_eole_b_br_109_c_from_reserve_gains_a_boost_if_you_control_a_feat():
    check_facts("ALT_EOLE_B_BR_109_C", 2, 2, (2, 2, 2), "BR")
    assert _boosts(True) == 1 and _boosts(False) == 0
