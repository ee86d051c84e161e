"""Axiom Exhibit: {T}: target Character in your Reserve gains 1 boost, then exhaust it; the
rares also: {T}: the same, then ready it."""

from altered_tui.engine.types import Status, Zone

from tests.cards.builders import AMELIA, card, can_pick, pick_if_asked, put, start, use_ability


def _exhibit(version: str, n: int, exhausted_after: bool) -> None:
    g, p = start()
    me = put(g, p, version, Zone.LANDMARKS)
    mine = put(g, p, AMELIA, Zone.RESERVE)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    if not exhausted_after:
        g.cards[mine].status |= Status.EXHAUSTED
    use_ability(g, me, n)
    assert not can_pick(g, theirs)
    pick_if_asked(g, mine)
    assert g.cards[mine].boosts == 1 and g.cards[mine].has(Status.EXHAUSTED) == exhausted_after
    assert g.cards[me].has(Status.EXHAUSTED)


def test_alt_duster_b_ax_101_c_a_boost_to_a_character_in_your_reserve_then_exhaust_it():
    d = card("ALT_DUSTER_B_AX_101_C")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (2, 2, "AX")
    _exhibit("ALT_DUSTER_B_AX_101_C", 1, exhausted_after=True)


def test_alt_duster_b_ax_101_r1_boost_then_exhaust_or_boost_then_ready():
    d = card("ALT_DUSTER_B_AX_101_R1")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (2, 2, "AX")
    _exhibit("ALT_DUSTER_B_AX_101_R1", 1, exhausted_after=True)
    _exhibit("ALT_DUSTER_B_AX_101_R1", 2, exhausted_after=False)


def test_alt_duster_b_ax_101_r2_boost_then_exhaust_or_boost_then_ready():
    d = card("ALT_DUSTER_B_AX_101_R2")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (2, 2, "YZ")
    _exhibit("ALT_DUSTER_B_AX_101_R2", 1, exhausted_after=True)
    _exhibit("ALT_DUSTER_B_AX_101_R2", 2, exhausted_after=False)
