"""The Foundry, Axiom Bastion: {T}: the next Character you play from your hand this turn
activates its {R} abilities (as if it had been played from Reserve); R adds {J} Draw a card."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    RATATOSKR,
    SALVAGER,
    add_mana,
    play_spell,
    put,
    settle_accepting,
    start,
    use_first,
)


def _use_then_play(foundry_id, card_id=RATATOSKR, src="hand"):
    g, p = start()
    add_mana(g, p, 3)
    foundry = put(g, p, foundry_id, Zone.LANDMARKS)
    use_first(g, foundry)
    assert g.cards[foundry].has(Status.EXHAUSTED)
    cid = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, cid, src=src)
    settle_accepting(g)
    return g, p, cid


def test_alt_core_b_ax_29_c_the_next_character_from_hand_activates_its_r_abilities():
    g, p, ratatoskr = _use_then_play("ALT_CORE_B_AX_29_C")
    assert g.cards[ratatoskr].boosts == 2 and g.ongoing == []


def test_alt_core_b_ax_29_c_without_using_it_r_abilities_stay_silent():
    g, p = start()
    put(g, p, "ALT_CORE_B_AX_29_C", Zone.LANDMARKS)
    ratatoskr = put(g, p, RATATOSKR)
    play(g, ratatoskr)
    assert g.cards[ratatoskr].boosts == 0


def test_alt_core_b_ax_29_c_a_character_from_reserve_activates_its_r_only_once():
    g, p, ratatoskr = _use_then_play("ALT_CORE_B_AX_29_C", src="reserve")
    assert g.cards[ratatoskr].boosts == 2


def test_alt_core_b_ax_29_r_joins_draws_a_card():
    g, p = start()
    add_mana(g, p, 1)
    foundry = put(g, p, "ALT_CORE_B_AX_29_R")
    hand = len(g.players[p].hand)
    play_spell(g, foundry)
    settle_accepting(g)
    assert g.cards[foundry].zone is Zone.LANDMARKS and len(g.players[p].hand) == hand  # -1 played, +1 drawn


def test_alt_core_b_ax_29_r_the_next_character_from_hand_activates_its_r_abilities():
    g, p, salvager = _use_then_play("ALT_CORE_B_AX_29_R", SALVAGER)
    assert len(g.players[p].reserve) == 1  # its {R} Resupply happened


def test_alt_core_b_ax_29_r2_the_next_character_from_hand_activates_its_r_abilities():
    g, p, ratatoskr = _use_then_play("ALT_CORE_B_AX_29_R2")
    assert g.cards[ratatoskr].boosts == 2
