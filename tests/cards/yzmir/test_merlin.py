"""Merlin: Scout 4 (CR 7.4.5); {H} you may send target Character to Reserve (rares: discard
target Character or Permanent)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act
from tests.cards.builders import (
    AMELIA, HUB, add_mana, can_pick, put, ready_mana, pick_if_asked, settle_accepting, start,
)


def _scouted(version: str, victim_in_landmarks: bool = False) -> tuple[Zone, bool]:
    """Merlin played for its Scout cost; the player says yes and targets the other player's
    Character (or Landmark). Where the victim went, and whether a Landmark could be picked."""
    g, p = start()
    add_mana(g, p, 1)
    character = put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    landmark = put(g, 1 - p, HUB, Zone.LANDMARKS)
    victim = landmark if victim_in_landmarks else character
    merlin = put(g, p, version)
    before = ready_mana(g, p)
    act(g, f"play Merlin#{merlin}@hand -> hero scout")
    assert before - ready_mana(g, p) == 4  # its Scout cost, not its Hand Cost of 6
    settle_accepting(g)
    landmark_pickable = g.pending.kind == "target" and can_pick(g, landmark)
    pick_if_asked(g, victim)  # the only legal target is taken for the player
    settle_accepting(g)
    assert g.cards[merlin].zone is Zone.RESERVE  # the Scout's {H}
    return g.cards[victim].zone, landmark_pickable


def test_alt_bise_b_yz_54_c_scouts_for_4_and_may_send_a_character_to_reserve():
    assert _scouted("ALT_BISE_B_YZ_54_C") == (Zone.RESERVE, False)


def test_alt_bise_b_yz_54_r1_scouts_for_4_and_may_discard_a_character_or_permanent():
    assert _scouted("ALT_BISE_B_YZ_54_R1") == (Zone.DISCARD, True)
    assert _scouted("ALT_BISE_B_YZ_54_R1", victim_in_landmarks=True) == (Zone.DISCARD, True)


def test_alt_bise_b_yz_54_r2_scouts_for_4_and_may_discard_a_character_or_permanent():
    assert _scouted("ALT_BISE_B_YZ_54_R2") == (Zone.DISCARD, True)
    assert _scouted("ALT_BISE_B_YZ_54_R2", victim_in_landmarks=True) == (Zone.DISCARD, True)
