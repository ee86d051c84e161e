"""Isabel Letham: {R} you may Rush to Resupply; the rares: {R} Resupply, then you may Rush."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import TROOPER, add_mana, check_facts, put, rush, settle, start


def _played(version: str):
    g, p = start()
    add_mana(g, p, 1)
    trooper = put(g, p, TROOPER)
    top = g.players[p].deck[0]
    play(g, put(g, p, version, Zone.RESERVE), src="reserve")
    return g, p, trooper, top


def test_alt_duster_b_br_90_c_from_reserve_rush_to_resupply():
    check_facts("ALT_DUSTER_B_BR_90_C", 2, 3, (3, 0, 3), "BR")
    g, p, trooper, top = _played("ALT_DUSTER_B_BR_90_C")
    rush(g, trooper)
    settle(g)
    assert g.cards[trooper].zone is Zone.EXPEDITION and top in g.players[p].reserve
    g, p, trooper, top = _played("ALT_DUSTER_B_BR_90_C")
    rush(g, None)
    assert top not in g.players[p].reserve  # no Rush, no Resupply


def _rare(version: str, faction: str) -> None:
    check_facts(version, 2, 2, (2, 0, 3), faction)
    g, p, trooper, top = _played(version)
    assert top in g.players[p].reserve  # first the Resupply
    assert g.pending.prompt.get("kind") == "rush"
    rush(g, None)
    g, p, trooper, top = _played(version)
    rush(g, trooper)
    settle(g)
    assert g.cards[trooper].zone is Zone.EXPEDITION and top in g.players[p].reserve


def test_alt_duster_b_br_90_r1_from_reserve_resupply_then_may_rush():
    _rare("ALT_DUSTER_B_BR_90_R1", "BR")


def test_alt_duster_b_br_90_r2_from_reserve_resupply_then_may_rush():
    _rare("ALT_DUSTER_B_BR_90_R2", "LY")
