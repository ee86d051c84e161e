"""Paper Envoy: {H} I gain Fleeting unless my Expedition is Ascended (README rulings, Ascend)."""

from altered_tui.engine.types import Side, Status

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start


def _fleeting(ascended: bool, version: str = "ALT_EOLE_B_OR_108_C", side: Side = Side.HERO) -> bool:
    g, p = start()
    if ascended:
        g.ascended.append((p, side))
    me = put(g, p, version)
    play(g, me, side="hero")
    settle(g)
    return g.cards[me].has(Status.FLEETING)


def test_alt_eole_b_or_108_c_fleeting_unless_my_expedition_is_ascended():
    check_facts("ALT_EOLE_B_OR_108_C", 1, 1, (1, 1, 1), "OR")
    assert _fleeting(False) and not _fleeting(True)


def test_alt_eole_b_or_108_r1_fleeting_unless_one_of_your_expeditions_is_ascended():
    check_facts("ALT_EOLE_B_OR_108_R1", 1, 1, (1, 1, 2), "OR")
    assert _fleeting(False, "ALT_EOLE_B_OR_108_R1")
    assert not _fleeting(True, "ALT_EOLE_B_OR_108_R1", Side.COMPANION)  # not mine: still fine
    assert _fleeting(True, "ALT_EOLE_B_OR_108_C", Side.COMPANION)  # the common reads my own


def test_alt_eole_b_or_108_r2_fleeting_unless_a_d_ability_was_activated_this_turn():
    from altered_tui.engine.types import Zone
    from tests.cards.builders import use_support
    check_facts("ALT_EOLE_B_OR_108_R2", 1, 1, (1, 1, 2), "LY")
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_OR_108_R2")
    play(g, me)
    settle(g)
    assert g.cards[me].has(Status.FLEETING)
    g, p = start()
    use_support(g, put(g, p, "ALT_EOLE_B_LY_119_R1", Zone.RESERVE))  # Lakshmi's Owl's {D}
    settle(g)
    me = put(g, p, "ALT_EOLE_B_OR_108_R2")
    play(g, me)
    settle(g)
    assert not g.cards[me].has(Status.FLEETING)
