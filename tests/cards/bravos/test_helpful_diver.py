"""Helpful Diver: {J} you may Rush; if you don't, target opponent does Exhausted Resupply."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import TROOPER, add_mana, check_facts, put, rush, settle, start


def _diver(version: str, faction: str, stats) -> None:
    check_facts(version, 2, 2, stats, faction)
    g, p = start()
    add_mana(g, p, 1)
    trooper = put(g, p, TROOPER)
    top = g.players[1 - p].deck[0]
    play(g, put(g, p, version))
    rush(g, trooper)
    settle(g)
    assert g.cards[trooper].zone is Zone.EXPEDITION and top not in g.players[1 - p].reserve
    g, p = start()
    top = g.players[1 - p].deck[0]
    play(g, put(g, p, version))
    if g.pending.prompt.get("kind") == "rush":  # asked only if a card could be played
        rush(g, None)
    settle(g)
    assert top in g.players[1 - p].reserve and g.cards[top].has(Status.EXHAUSTED)


def test_alt_duster_b_br_88_c_rush_or_the_opponent_exhausted_resupplies():
    _diver("ALT_DUSTER_B_BR_88_C", "BR", (3, 2, 2))


def test_alt_duster_b_br_88_r1_rush_or_the_opponent_exhausted_resupplies():
    _diver("ALT_DUSTER_B_BR_88_R1", "BR", (3, 3, 3))


def test_alt_duster_b_br_88_r2_rush_or_the_opponent_exhausted_resupplies():
    _diver("ALT_DUSTER_B_BR_88_R2", "MU", (3, 3, 3))
