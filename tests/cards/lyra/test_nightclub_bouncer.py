"""Nightclub Bouncer: {H} if I'm In Contact (README ruling), Sabotage: discard up to one target
card in a Reserve (CR 7.3.24). R1 and Yzmir R2: {J}, from anywhere; otherwise (not In
Contact) you may exhaust target card in Reserve (CR 7.3.10)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, add_mana, check_facts, pick, put, start


def bounced(version: str, contact: bool, src: str = "hand") -> tuple[str, bool]:
    """Where the opponent's Reserve card ends and whether it was exhausted."""
    g, p = start()
    add_mana(g, p, 3)
    if not contact:
        g.players[1 - p].positions[Side.HERO] = 1  # their hero Expedition has left my region
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    me = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, me, side="hero", src=src)
    if g.pending.kind == "may" and g.pending.player == p:
        act(g, "yes")
    if g.pending.kind == "target" and g.pending.player == p:
        pick(g, victim, "target")
    return g.cards[victim].zone.value, g.cards[victim].has(Status.EXHAUSTED)


def test_alt_duster_b_ly_94_c_in_contact_from_hand_sabotages():
    assert bounced("ALT_DUSTER_B_LY_94_C", True) == ("discard", False)
    assert bounced("ALT_DUSTER_B_LY_94_C", False) == ("reserve", False)
    assert bounced("ALT_DUSTER_B_LY_94_C", True, src="reserve") == ("reserve", False)  # {H} only
    check_facts("ALT_DUSTER_B_LY_94_C", 3, 3, (4, 0, 4), "LY")


def test_alt_duster_b_ly_94_r1_sabotages_in_contact_else_may_exhaust_from_anywhere():
    assert bounced("ALT_DUSTER_B_LY_94_R1", True, src="reserve") == ("discard", False)
    assert bounced("ALT_DUSTER_B_LY_94_R1", False) == ("reserve", True)
    check_facts("ALT_DUSTER_B_LY_94_R1", 3, 3, (4, 0, 4), "LY")


def test_alt_duster_b_ly_94_r2_sabotages_in_contact_else_may_exhaust_from_anywhere():
    assert bounced("ALT_DUSTER_B_LY_94_R2", True) == ("discard", False)
    assert bounced("ALT_DUSTER_B_LY_94_R2", False, src="reserve") == ("reserve", True)
    check_facts("ALT_DUSTER_B_LY_94_R2", 3, 3, (4, 0, 4), "YZ")
