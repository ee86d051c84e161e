"""Thoth: when my Expedition fails to move forward during Dusk, create Ordis Recruit token(s)
in target Expedition after Rest (CR 2.2.2.m): they are not sent to Reserve by that Rest."""

import pytest

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, character, give
from tests.cards.builders import check_facts, put, run_until_prompt, start


def _tokens_after_rest(card_id, count):
    g, p = start()
    thoth = put(g, p, card_id, Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(stats=(20, 20, 20)), Zone.EXPEDITION, Side.HERO)
    run_until_prompt(g, "Ordis Recruit token")
    assert thoth in g.players[p].reserve and g.phase.value == "night"  # Rest is done
    act(g, "expedition -> companion yours")
    tokens = [c for c in g.players[p].expeditions[Side.COMPANION] if g.cards[c].token]
    assert len(tokens) == count and g.day == 2  # created after that Rest: they stay


@pytest.mark.parametrize("card_id, faction", [("ALT_CORE_B_OR_22_C", "OR"), ("ALT_CORE_B_OR_22_R", "OR"),
                                              ("ALT_CORE_B_OR_22_R2", "YZ")])
def test_alt_core_b_or_22_versions_costs(card_id, faction):
    check_facts(card_id, 3, 3, (3, 3, 2), faction)


def test_alt_core_b_or_22_c_one_recruit_after_rest():
    _tokens_after_rest("ALT_CORE_B_OR_22_C", 1)


def test_alt_core_b_or_22_r_two_recruits_after_rest():
    _tokens_after_rest("ALT_CORE_B_OR_22_R", 2)


def test_alt_core_b_or_22_r2_two_recruits_after_rest():
    _tokens_after_rest("ALT_CORE_B_OR_22_R2", 2)
