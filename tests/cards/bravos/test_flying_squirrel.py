"""Flying Squirrel: {R} I gain 1 boost; the rares: 2 boosts if I'm In Contact, otherwise 1
(README: In Contact)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start


def _boosts(version: str, contact: bool) -> int:
    g, p = start()
    H, C = Side.HERO, Side.COMPANION
    g.players[p].positions[H], g.players[p].positions[C] = 1, 6
    g.players[1 - p].positions[H], g.players[1 - p].positions[C] = 2, 5
    if contact:
        g.players[1 - p].positions[C] = 1  # their Expedition in my hero Expedition's region
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, side="hero", src="reserve")
    settle(g)
    return g.cards[me].boosts


def test_alt_duster_b_br_86_c_from_reserve_a_boost():
    check_facts("ALT_DUSTER_B_BR_86_C", 1, 2, (1, 1, 0), "BR")
    assert _boosts("ALT_DUSTER_B_BR_86_C", contact=False) == 1
    assert _boosts("ALT_DUSTER_B_BR_86_C", contact=True) == 1


def test_alt_duster_b_br_86_r1_from_reserve_two_boosts_in_contact_else_one():
    check_facts("ALT_DUSTER_B_BR_86_R1", 1, 2, (1, 1, 0), "BR")
    assert _boosts("ALT_DUSTER_B_BR_86_R1", contact=True) == 2
    assert _boosts("ALT_DUSTER_B_BR_86_R1", contact=False) == 1


def test_alt_duster_b_br_86_r2_from_reserve_two_boosts_in_contact_else_one():
    check_facts("ALT_DUSTER_B_BR_86_R2", 1, 2, (1, 1, 0), "LY")
    assert _boosts("ALT_DUSTER_B_BR_86_R2", contact=True) == 2
    assert _boosts("ALT_DUSTER_B_BR_86_R2", contact=False) == 1
