"""Ordis Accountant: {R} you may spend one of my boosts to have target Character gain Asleep
(rares: then you may give it 2 boosts). Support: 1 boost up to 2 when another Character joins
your Expeditions (Muna R2: at Noon)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act
from tests.cards.builders import (
    AMELIA, PLAY_CHARACTER, at_noon, from_reserve_with_boosts, gains_up_to, put, settle, target,
)


def _puts_to_sleep(version: str, give: str | None = None):
    g, p, cid = from_reserve_with_boosts(version, 1)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    settle(g)
    act(g, "yes")
    target(g, theirs)
    if give is not None:
        act(g, give)
    assert g.cards[theirs].has(Status.ASLEEP) and g.cards[cid].boosts == 0
    return g.cards[theirs].boosts


def test_alt_bise_b_or_50_c_spends_a_boost_to_put_a_character_to_sleep():
    assert _puts_to_sleep("ALT_BISE_B_OR_50_C") == 0
    assert gains_up_to("ALT_BISE_B_OR_50_C", PLAY_CHARACTER, 3) == [1, 2, 2]


def test_alt_bise_b_or_50_r1_may_also_give_it_two_boosts():
    assert _puts_to_sleep("ALT_BISE_B_OR_50_R1", give="yes") == 2
    assert _puts_to_sleep("ALT_BISE_B_OR_50_R1", give="no") == 0
    assert gains_up_to("ALT_BISE_B_OR_50_R1", PLAY_CHARACTER, 3) == [1, 2, 2]


def test_alt_bise_b_or_50_r2_may_give_two_boosts_and_supports_at_noon():
    assert _puts_to_sleep("ALT_BISE_B_OR_50_R2", give="yes") == 2
    assert gains_up_to("ALT_BISE_B_OR_50_R2", at_noon, 3) == [1, 2, 2]
