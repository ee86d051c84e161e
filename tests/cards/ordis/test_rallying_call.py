"""Rallying Call: target Character gains 1 boost; if it is Asleep it loses Asleep (the rares:
and gains Anchored)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import SKALD, pick_if_asked, put, start


def _call(version: str, asleep: bool):
    g, p = start()
    skald = put(g, p, SKALD, Zone.EXPEDITION)
    if asleep:
        g.cards[skald].status |= Status.ASLEEP
    call = put(g, p, version)
    play(g, call)
    pick_if_asked(g, skald)
    return g.cards[skald]


def test_alt_alize_b_or_44_c_boosts_and_wakes():
    woken = _call("ALT_ALIZE_B_OR_44_C", asleep=True)
    assert woken.boosts == 1 and not woken.has(Status.ASLEEP) and not woken.has(Status.ANCHORED)
    awake = _call("ALT_ALIZE_B_OR_44_C", asleep=False)
    assert awake.boosts == 1 and not awake.has(Status.ANCHORED)


def _wakes_anchored(version: str) -> None:
    woken = _call(version, asleep=True)
    assert woken.boosts == 1 and not woken.has(Status.ASLEEP) and woken.has(Status.ANCHORED)
    awake = _call(version, asleep=False)
    assert awake.boosts == 1 and not awake.has(Status.ANCHORED)


def test_alt_alize_b_or_44_r1_boosts_and_an_asleep_target_wakes_anchored():
    _wakes_anchored("ALT_ALIZE_B_OR_44_R1")


def test_alt_alize_b_or_44_r2_boosts_and_an_asleep_target_wakes_anchored():
    _wakes_anchored("ALT_ALIZE_B_OR_44_R2")
