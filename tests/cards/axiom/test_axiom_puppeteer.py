"""Axiom Puppeteer: {H} you may sacrifice a Permanent (Yzmir rare: a Character or Permanent)
to Sabotage (CR 7.3.24); the Axiom rare also gains 1 boost, if it has none, when you
sacrifice a Permanent."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    HUB, TROOPER, check_facts, pick, put, settle, start, target,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_72_C", "ALT_CYCLONE_B_AX_72_R1", "ALT_CYCLONE_B_AX_72_R2"


def _sabotages(version: str, sacrifice: str = HUB, zone: Zone = Zone.LANDMARKS):
    g, p = start()
    offering = put(g, p, sacrifice, zone)
    victim = put(g, 1 - p, TROOPER, Zone.RESERVE)
    puppeteer = put(g, p, version)
    play(g, puppeteer)
    settle(g)
    assert g.pending.kind == "may"
    act(g, "yes")
    if any(o.startswith("choose") for o in options(g)):
        pick(g, offering)
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    target(g, victim)
    settle(g)
    assert g.cards[offering].zone is Zone.DISCARD and victim in g.players[1 - p].discard
    return g, p, puppeteer


def test_alt_cyclone_b_ax_72_c_sacrifices_a_permanent_to_sabotage():
    check_facts(C, 3, 2, (3, 3, 0), "AX")
    g, p, puppeteer = _sabotages(C)
    assert g.cards[puppeteer].boosts == 0


def test_alt_cyclone_b_ax_72_r1_also_gains_a_boost_for_the_sacrifice():
    check_facts(R1, 3, 2, (3, 3, 0), "AX")
    g, p, puppeteer = _sabotages(R1)
    assert g.cards[puppeteer].boosts == 1


def test_alt_cyclone_b_ax_72_r2_may_sacrifice_a_character():
    check_facts(R2, 3, 2, (3, 3, 0), "YZ")
    _sabotages(R2)
    _sabotages(R2, TROOPER, Zone.EXPEDITION)
