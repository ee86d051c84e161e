"""Yzmir Nurse: {H} you may sacrifice a Character (Axiom rare: a Robot or a Permanent); if
you do, I gain 2 boosts (Yzmir rare: target Character gains them) (CR 7.3.25, 6.5.f)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    AMELIA, HUB, can_pick, choose, pick_if_asked, put, settle, start, target,
)

ROBOT = "ALT_BISE_B_AX_50_C"  # Dredger Drone, a Robot


def test_alt_bise_b_yz_51_c_sacrifices_a_character_for_2_boosts():
    g, p = start()
    victim = put(g, p, AMELIA, Zone.EXPEDITION)
    nurse = put(g, p, "ALT_BISE_B_YZ_51_C")
    play(g, nurse)
    settle(g)
    act(g, "yes")
    choose(g, victim)
    assert victim in g.players[p].discard and g.cards[nurse].boosts == 2
    # Saying no sacrifices nothing and gives nothing.
    g, p = start()
    kept = put(g, p, AMELIA, Zone.EXPEDITION)
    nurse = put(g, p, "ALT_BISE_B_YZ_51_C")
    play(g, nurse)
    settle(g)
    act(g, "no")
    assert g.cards[kept].zone is Zone.EXPEDITION and g.cards[nurse].boosts == 0


def test_alt_bise_b_yz_51_r1_sacrifices_a_character_to_boost_a_target():
    g, p = start()
    victim = put(g, p, AMELIA, Zone.EXPEDITION)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    nurse = put(g, p, "ALT_BISE_B_YZ_51_R1")
    play(g, nurse)
    settle(g)
    act(g, "yes")
    choose(g, victim)
    assert can_pick(g, theirs) and can_pick(g, nurse)  # any target Character
    target(g, theirs)
    assert victim in g.players[p].discard
    assert g.cards[theirs].boosts == 2 and g.cards[nurse].boosts == 0


def test_alt_bise_b_yz_51_r2_sacrifices_a_robot_or_a_permanent():
    g, p = start()
    plain = put(g, p, AMELIA, Zone.EXPEDITION)
    robot = put(g, p, ROBOT, Zone.EXPEDITION)
    landmark = put(g, p, HUB, Zone.LANDMARKS)
    nurse = put(g, p, "ALT_BISE_B_YZ_51_R2")
    play(g, nurse)
    settle(g)
    act(g, "yes")
    assert can_pick(g, robot) and can_pick(g, landmark) and not can_pick(g, plain)
    choose(g, landmark)
    assert landmark in g.players[p].discard and g.cards[nurse].boosts == 2
    # With only a Robot, that one is sacrificed.
    g, p = start()
    robot = put(g, p, ROBOT, Zone.EXPEDITION)
    nurse = put(g, p, "ALT_BISE_B_YZ_51_R2")
    play(g, nurse)
    settle(g)
    act(g, "yes")
    pick_if_asked(g, robot)
    assert robot in g.players[p].discard and g.cards[nurse].boosts == 2
