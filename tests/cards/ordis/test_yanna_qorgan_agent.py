"""Yanna, Qorgan Agent: {J} you may have target Character gain Asleep (rares: if it's facing
me, Sabotage)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (AMELIA, add_mana, check_facts, label, put, settle, start,
                                  target)


def _played(version, facing=True):
    g, p = start()
    add_mana(g, p, 2)
    victim = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO if facing else Side.COMPANION)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    yanna = put(g, p, version)
    play(g, yanna)
    settle(g)
    act(g, "yes")
    if g.pending.kind == "target" and any(label(g, victim) in o for o in options(g)):
        target(g, victim)
    return g, p, victim, theirs


def test_alt_cyclone_b_or_75_c_target_character_gains_asleep():
    g, p, victim, theirs = _played("ALT_CYCLONE_B_OR_75_C")
    assert g.cards[victim].has(Status.ASLEEP) and theirs in g.players[1 - p].reserve
    check_facts("ALT_CYCLONE_B_OR_75_C", 5, 5, (4, 4, 4), "OR")


def _rare(version, faction):
    g, p, victim, theirs = _played(version, facing=True)
    assert g.cards[victim].has(Status.ASLEEP)
    assert g.pending.kind == "target"  # the Sabotage: a card in a Reserve
    target(g, theirs)
    assert theirs in g.players[1 - p].discard
    g, p, victim, theirs = _played(version, facing=False)
    assert g.cards[victim].has(Status.ASLEEP) and theirs in g.players[1 - p].reserve
    check_facts(version, 5, 5, (4, 4, 4), faction)


def test_alt_cyclone_b_or_75_r1_and_a_sabotage_if_it_faces_me():
    _rare("ALT_CYCLONE_B_OR_75_R1", "OR")


def test_alt_cyclone_b_or_75_r2_and_a_sabotage_if_it_faces_me():
    _rare("ALT_CYCLONE_B_OR_75_R2", "BR")
