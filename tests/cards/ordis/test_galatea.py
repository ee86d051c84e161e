"""Galatea: while I'm In Contact (README ruling) I'm Defender, my Expedition can't move forward
at Dusk (CR 7.4.2.b); {J} if I'm In Contact, I gain 2 boosts. R1: Defender; while my
Expedition is In Contact, Defender Characters don't prevent it from moving forward."""

from altered_tui.engine.types import Phase, Side

from tests.abilities.support import play
from tests.cards.builders import check_facts, progress, put, run_until, settle, start


def moved_at_dusk(version: str, contact: bool) -> tuple[int, int]:
    """Played alone in my Hero Expedition against an empty one: (boosts, regions moved)."""
    g, p = start()
    if not contact:
        g.players[1 - p].positions[Side.HERO] = 1  # their hero Expedition has left my region
    me = put(g, p, version)
    play(g, me, side="hero")
    settle(g)
    boosts = g.cards[me].boosts
    run_until(g, 1, Phase.NIGHT)
    return boosts, progress(g, p, Side.HERO)


def test_alt_duster_b_or_88_c_in_contact_defender_and_two_boosts():
    assert moved_at_dusk("ALT_DUSTER_B_OR_88_C", True) == (2, 0)
    assert moved_at_dusk("ALT_DUSTER_B_OR_88_C", False) == (0, 1)
    check_facts("ALT_DUSTER_B_OR_88_C", 2, 2, None, "OR")


def test_alt_duster_b_or_88_r1_defender_that_moves_forward_in_contact():
    assert moved_at_dusk("ALT_DUSTER_B_OR_88_R1", True) == (0, 1)
    assert moved_at_dusk("ALT_DUSTER_B_OR_88_R1", False) == (0, 0)
    check_facts("ALT_DUSTER_B_OR_88_R1", 2, 2, (3, 3, 3), "OR")


def test_alt_duster_b_or_88_r2_in_contact_defender_and_two_boosts():
    assert moved_at_dusk("ALT_DUSTER_B_OR_88_R2", True) == (2, 0)
    assert moved_at_dusk("ALT_DUSTER_B_OR_88_R2", False) == (0, 1)
    check_facts("ALT_DUSTER_B_OR_88_R2", 2, 2, None, "LY")
