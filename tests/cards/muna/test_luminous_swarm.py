"""Luminous Swarm: {J} I gain Anchored (so I stay through Rest); at Noon, target Character in
play or in Reserve gains 1 boost (R1: up to two of them, each 1 boost)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, add_mana, advance_to_noon, can_pick, put, settle, start, target


def _to_noon(version: str):
    """The Swarm joins and gains Anchored, stays through the Night's Rest, and its Noon
    Reaction asks for targets; a Character waits in each Reserve."""
    g, p = start()
    swarm = put(g, p, version)
    add_mana(g, p, 1)
    play(g, swarm)
    settle(g)
    assert g.cards[swarm].has(Status.ANCHORED)
    mine = put(g, p, AMELIA, Zone.RESERVE)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    advance_to_noon(g, stop=lambda g: g.pending.kind == "target" and g.pending.player == p)
    assert g.cards[swarm].zone is Zone.EXPEDITION  # Anchored kept it in play (CR 4.2.5.b)
    return g, p, swarm, mine, theirs


def _one_target(version: str) -> None:
    g, p, swarm, mine, theirs = _to_noon(version)
    assert can_pick(g, theirs) and can_pick(g, swarm)  # either Reserve, or in play
    target(g, mine)
    assert g.cards[mine].zone is Zone.RESERVE and g.cards[mine].boosts == 1
    assert g.cards[theirs].boosts == 0 and g.cards[swarm].boosts == 0


def test_alt_bise_b_mu_55_c_anchors_itself_and_boosts_a_character_in_reserve_at_noon():
    _one_target("ALT_BISE_B_MU_55_C")


def test_alt_bise_b_mu_55_r1_boosts_up_to_two_characters_at_noon():
    g, p, swarm, mine, theirs = _to_noon("ALT_BISE_B_MU_55_R1")
    target(g, mine)
    target(g, swarm)
    if g.pending is not None and g.pending.kind == "target":
        act(g, "done")
    assert [g.cards[c].boosts for c in (mine, swarm, theirs)] == [1, 1, 0]


def test_alt_bise_b_mu_55_r2_anchors_itself_and_boosts_a_character_in_reserve_at_noon():
    _one_target("ALT_BISE_B_MU_55_R2")
