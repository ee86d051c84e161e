"""Haven, Bravos Bastion: your Characters have "{R} I gain 1 boost" (C, R; R adds {J} Resupply);
R2: {J} Resupply, {T}: the next Character you play from your Reserve this turn gains 1 boost."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    RATATOSKR,
    TROOPER,
    add_mana,
    play_spell,
    put,
    settle_accepting,
    start,
    use_first,
)


def _from_reserve_with(haven_id, card_id=TROOPER):
    g, p = start()
    add_mana(g, p, 3)
    put(g, p, haven_id, Zone.LANDMARKS)
    cid = put(g, p, card_id, Zone.RESERVE)
    play(g, cid, src="reserve")
    settle_accepting(g)
    return g, p, cid


def test_alt_core_b_br_30_c_characters_played_from_reserve_gain_1_boost():
    g, p, trooper = _from_reserve_with("ALT_CORE_B_BR_30_C")
    assert g.cards[trooper].boosts == 1


def test_alt_core_b_br_30_c_the_granted_r_adds_to_the_characters_own():
    g, p, ratatoskr = _from_reserve_with("ALT_CORE_B_BR_30_C", RATATOSKR)
    assert g.cards[ratatoskr].boosts == 3  # its own {R} 2 boosts, Haven's 1


def test_alt_core_b_br_30_c_not_from_hand_and_not_for_the_opponent():
    g, p = start()
    put(g, p, "ALT_CORE_B_BR_30_C", Zone.LANDMARKS)
    trooper = put(g, p, TROOPER)
    play(g, trooper)
    assert g.cards[trooper].boosts == 0
    theirs = put(g, 1 - p, TROOPER, Zone.RESERVE)
    play(g, theirs, src="reserve")
    assert g.cards[theirs].boosts == 0


def test_alt_core_b_br_30_r_joins_resupplies_and_grants_the_r_boost():
    g, p = start()
    haven = put(g, p, "ALT_CORE_B_BR_30_R")
    top = g.players[p].deck[0]
    play_spell(g, haven)
    settle_accepting(g)
    assert g.cards[haven].zone is Zone.LANDMARKS and top in g.players[p].reserve
    g2, p2, trooper = _from_reserve_with("ALT_CORE_B_BR_30_R")
    assert g2.cards[trooper].boosts == 1


def test_alt_core_b_br_30_r2_joins_resupplies():
    g, p = start()
    haven = put(g, p, "ALT_CORE_B_BR_30_R2")
    top = g.players[p].deck[0]
    play_spell(g, haven)
    settle_accepting(g)
    assert top in g.players[p].reserve


def test_alt_core_b_br_30_r2_the_next_character_from_reserve_gains_1_boost():
    g, p = start()
    haven = put(g, p, "ALT_CORE_B_BR_30_R2", Zone.LANDMARKS)
    use_first(g, haven)
    assert g.cards[haven].has(Status.EXHAUSTED)
    trooper = put(g, p, TROOPER, Zone.RESERVE)
    play(g, trooper, src="reserve")
    assert g.cards[trooper].boosts == 1 and g.ongoing == []


def test_alt_core_b_br_30_r2_a_character_from_hand_does_not_use_it():
    g, p = start()
    haven = put(g, p, "ALT_CORE_B_BR_30_R2", Zone.LANDMARKS)
    use_first(g, haven)
    trooper = put(g, p, TROOPER)
    play(g, trooper)
    assert g.cards[trooper].boosts == 0
