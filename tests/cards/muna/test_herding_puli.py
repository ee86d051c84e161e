"""Herding Puli: {J} create a Woollyback token in the Expedition facing me (CR 1.2.3.c: the
opponent's of the same kind, which the opponent controls); it gains Anchored (the rares:
Asleep)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start


def _facing_woollyback(version: str, side: str, status: int) -> None:
    g, p = start()
    play(g, put(g, p, version, Zone.RESERVE), side=side, src="reserve")
    settle(g)
    theirs = [c for c in g.players[1 - p].expeditions[Side(side)] if g.cards[c].token]
    assert len(theirs) == 1 and g.cdef(theirs[0]).name == "Woollyback"
    assert g.cards[theirs[0]].controller == 1 - p and g.cards[theirs[0]].has(status)
    assert not any(g.cards[c].token for s in Side for c in g.players[p].expeditions[s])


def test_alt_eole_b_mu_106_c_joins_with_an_anchored_woollyback_facing_me():
    check_facts("ALT_EOLE_B_MU_106_C", 1, 1, (1, 2, 2), "MU")
    _facing_woollyback("ALT_EOLE_B_MU_106_C", "companion", Status.ANCHORED)
    _facing_woollyback("ALT_EOLE_B_MU_106_C", "hero", Status.ANCHORED)


def test_alt_eole_b_mu_106_r1_joins_with_an_asleep_woollyback_facing_me():
    check_facts("ALT_EOLE_B_MU_106_R1", 1, 1, (0, 2, 2), "MU")
    _facing_woollyback("ALT_EOLE_B_MU_106_R1", "hero", Status.ASLEEP)


def test_alt_eole_b_mu_106_r2_joins_with_an_asleep_woollyback_facing_me():
    check_facts("ALT_EOLE_B_MU_106_R2", 1, 1, (0, 2, 2), "BR")
    _facing_woollyback("ALT_EOLE_B_MU_106_R2", "companion", Status.ASLEEP)
