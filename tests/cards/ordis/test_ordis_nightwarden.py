"""Ordis Nightwarden: the common gains 1 boost when it gains Asleep; the rares gain Anchored
instead of Asleep."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import cast
from tests.cards.builders import back_to, pick_if_asked, put, settle, start

SLEEP = ab.GainStatus(kind="gain_status", objects=ab.Select(ref="target"), status="asleep")


def test_alt_alize_b_or_36_c_falling_asleep_gives_a_boost():
    g, p = start()
    warden = put(g, p, "ALT_ALIZE_B_OR_36_C", Zone.EXPEDITION)
    cast(g, SLEEP)
    pick_if_asked(g, warden)
    settle(g)
    assert g.cards[warden].has(Status.ASLEEP) and g.cards[warden].boosts == 1
    back_to(g, p)
    cast(g, SLEEP)  # already Asleep: nothing gained, no boost
    pick_if_asked(g, warden)
    settle(g)
    assert g.cards[warden].boosts == 1


def _anchored_instead(version: str):
    g, p = start()
    warden = put(g, p, version, Zone.EXPEDITION)
    cast(g, SLEEP)
    pick_if_asked(g, warden)
    assert g.cards[warden].has(Status.ANCHORED) and not g.cards[warden].has(Status.ASLEEP)


def test_alt_alize_b_or_36_r1_gains_anchored_instead_of_asleep():
    _anchored_instead("ALT_ALIZE_B_OR_36_R1")


def test_alt_alize_b_or_36_r2_gains_anchored_instead_of_asleep():
    _anchored_instead("ALT_ALIZE_B_OR_36_R2")
