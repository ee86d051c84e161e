"""Meditation Training: target Character with Hand Cost 3 or less gains Anchored; the rare's
support {D}: the next Character you play this turn gains 1 boost.

Meditation Training (Yzmir rare): target Character with Hand Cost {3} or less gains
Anchored."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import ASMODEUS, CHRONICLER, can_pick, check_facts, pick, put, start


def _cast(card_id):
    g, p = start()
    cheap = put(g, 1 - p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)  # Hand Cost 3
    other = put(g, p, "ALT_CORE_B_LY_08_C", Zone.EXPEDITION)  # Hand Cost 2
    big = put(g, 1 - p, "ALT_CORE_B_LY_20_C", Zone.EXPEDITION)  # Hand Cost 6
    spell = put(g, p, card_id)
    play(g, spell)
    assert can_pick(g, other) and not can_pick(g, big)
    pick(g, cheap)
    assert g.cards[cheap].has(Status.ANCHORED)
    assert not g.cards[big].has(Status.ANCHORED)
    assert spell in g.players[p].reserve


def test_alt_core_b_mu_25_c_anchors_target_character_with_hand_cost_three_or_less():
    _cast("ALT_CORE_B_MU_25_C")


def test_alt_core_b_mu_25_r_anchors_target_character_with_hand_cost_three_or_less():
    _cast("ALT_CORE_B_MU_25_R")


def test_alt_core_b_mu_25_r_support_next_character_this_turn_gains_a_boost():
    g, p = start()
    training = put(g, p, "ALT_CORE_B_MU_25_R", Zone.RESERVE)
    char = put(g, p, "ALT_CORE_B_LY_08_C")
    act(g, f"use Meditation Training#{training} s1")
    assert training in g.players[p].discard
    play(g, char)
    assert g.cards[char].boosts == 1


def test_alt_core_b_mu_25_c_has_no_support_ability():
    g, p = start()
    training = put(g, p, "ALT_CORE_B_MU_25_C", Zone.RESERVE)
    assert not any(o.startswith(f"use Meditation Training#{training}") for o in options(g))


def test_alt_core_b_mu_25_r2_anchors_a_cheap_character_only():
    g, p = start()
    cheap = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    big = put(g, 1 - p, ASMODEUS, Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_MU_25_R2")
    play(g, spell)
    assert not can_pick(g, big)
    if g.pending.kind == "target":
        pick(g, cheap)
    assert g.cards[cheap].has(Status.ANCHORED)
    check_facts("ALT_CORE_B_MU_25_R2", 2, 3, None, "YZ")
