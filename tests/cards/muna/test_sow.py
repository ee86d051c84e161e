"""Sow, a Spell with Cooldown: target Character gains 1 boost. Support {D}: the next Character
you play this turn gains 1 boost (the rares: target Character with Hand Cost {3} or less gains
Anchored)."""

import pytest

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import ACHILLES, SKALD, can_pick, pick_if_asked, put, start, use_support


@pytest.mark.parametrize("version", ["ALT_ALIZE_B_MU_41_C", "ALT_ALIZE_B_MU_41_R1", "ALT_ALIZE_B_MU_41_R2"])
def test_alt_alize_b_mu_41_boosts_a_target_and_goes_to_reserve_exhausted(version):
    g, p = start()
    skald = put(g, p, SKALD, Zone.EXPEDITION)
    sow = put(g, p, version)
    play(g, sow)
    pick_if_asked(g, skald)
    assert g.cards[skald].boosts == 1
    assert sow in g.players[p].reserve and g.cards[sow].has(Status.EXHAUSTED)  # Cooldown


def test_alt_alize_b_mu_41_c_support_the_next_character_gains_a_boost():
    g, p = start()
    sow = put(g, p, "ALT_ALIZE_B_MU_41_C", Zone.RESERVE)
    skald = put(g, p, SKALD)
    use_support(g, sow)
    play(g, skald)
    assert g.cards[skald].boosts == 1


def _support_anchors_a_cheap_character(version: str) -> None:
    g, p = start()
    skald = put(g, p, SKALD, Zone.EXPEDITION)  # Hand Cost 2
    big = put(g, p, ACHILLES, Zone.EXPEDITION)  # Hand Cost 5
    sow = put(g, p, version, Zone.RESERVE)
    use_support(g, sow)
    assert not can_pick(g, big)
    pick_if_asked(g, skald)
    assert g.cards[skald].has(Status.ANCHORED) and not g.cards[big].has(Status.ANCHORED)


def test_alt_alize_b_mu_41_r1_support_anchors_a_cheap_character():
    _support_anchors_a_cheap_character("ALT_ALIZE_B_MU_41_R1")


def test_alt_alize_b_mu_41_r2_support_anchors_a_cheap_character():
    _support_anchors_a_cheap_character("ALT_ALIZE_B_MU_41_R2")
