"""Spry Scout: {R} if you control a Feat, I gain 1 boost."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start

FEAT = "ALT_EOLE_B_AX_121_C"


def _boosts(with_feat: bool, version: str = "ALT_EOLE_B_BR_109_C") -> int:
    g, p = start()
    if with_feat:
        put(g, p, FEAT, Zone.LANDMARKS)
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    return g.cards[me].counters.get("boost", 0)


def test_alt_eole_b_br_109_c_from_reserve_gains_a_boost_if_you_control_a_feat():
    check_facts("ALT_EOLE_B_BR_109_C", 2, 2, (2, 2, 2), "BR")
    assert _boosts(True) == 1 and _boosts(False) == 0


def _two_targets_with_a_completed_feat(version: str, faction: str) -> None:
    from altered_tui.engine.types import Side, Status

    from tests.cards.builders import AMELIA, TROOPER, pick

    check_facts(version, 2, 2, None, faction)
    assert _boosts(True, version) == 1 and _boosts(False, version) == 0  # an uncompleted Feat
    g, p = start()
    f = put(g, p, FEAT, Zone.LANDMARKS)
    g.cards[f].status |= Status.COMPLETED
    a = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    b = put(g, p, TROOPER, Zone.EXPEDITION, Side.COMPANION)
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    pick(g, a)
    pick(g, b)
    settle(g)
    assert [g.cards[c].counters.get("boost", 0) for c in (a, b, me)] == [1, 1, 0]  # instead


def test_alt_eole_b_br_109_r1_with_a_completed_feat_up_to_two_targets_gain_a_boost_instead():
    _two_targets_with_a_completed_feat("ALT_EOLE_B_BR_109_R1", "BR")


def test_alt_eole_b_br_109_r2_with_a_completed_feat_up_to_two_targets_gain_a_boost_instead():
    _two_targets_with_a_completed_feat("ALT_EOLE_B_BR_109_R2", "OR")
