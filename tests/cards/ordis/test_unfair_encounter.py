"""Unfair Encounter: Fleeting; take control of target Landmark Permanent with Hand Cost {2} or
less: it joins your Landmarks, its owner unchanged (CR 7.5.4.a, 1.4.3.a). R1 and Lyra R2: its
controller Resupplies first (CR 7.3.22), then you take control of it."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options
from tests.cards.builders import add_mana, card, play_spell, put, start

CYLINDER, FESTIVAL = "ALT_CORE_B_AX_26_C", "ALT_CORE_B_LY_29_C"  # Hand Costs 1 and 4


def taken(version: str) -> tuple[bool, bool, int, bool]:
    """(mine now, still its owner's, the opponent's Reserve grew by, the dear one offered)."""
    g, p = start()
    add_mana(g, p, 1)
    cheap = put(g, 1 - p, CYLINDER, Zone.LANDMARKS)
    dear = put(g, 1 - p, FESTIVAL, Zone.LANDMARKS)
    reserve = len(g.players[1 - p].reserve)
    me = put(g, p, version)
    play_spell(g, me)
    offered_dear = False
    if g.pending.kind == "target":
        offered_dear = any(f"#{dear}" in o for o in options(g))
        act(g, next(o for o in options(g) if f"#{cheap}" in o))
    assert me in g.players[p].discard  # Fleeting
    c = g.cards[cheap]
    return (cheap in g.players[p].landmarks and c.controller == p, c.owner == 1 - p,
            len(g.players[1 - p].reserve) - reserve, offered_dear)


def test_alt_duster_b_or_98_c_takes_control_of_a_cheap_landmark():
    assert taken("ALT_DUSTER_B_OR_98_C") == (True, True, 0, False)
    assert card("ALT_DUSTER_B_OR_98_C").hand_cost == 4


def test_alt_duster_b_or_98_r1_its_controller_resupplies_then_you_take_control():
    assert taken("ALT_DUSTER_B_OR_98_R1") == (True, True, 1, False)
    assert card("ALT_DUSTER_B_OR_98_R1").hand_cost == 3


def test_alt_duster_b_or_98_r2_its_controller_resupplies_then_you_take_control():
    assert taken("ALT_DUSTER_B_OR_98_R2") == (True, True, 1, False)
    assert card("ALT_DUSTER_B_OR_98_R2").faction.value == "LY"
