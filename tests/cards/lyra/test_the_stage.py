"""The Stage: when you play a Character with a base statistic of 0, I gain 1 Performance
counter; {T}, spend 3 of them: the next such Character you play this turn loses Fleeting
(R1: Songs and Artists; Yzmir R2: Spells)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play, refresh
from tests.cards.builders import (
    AMELIA, FOUNDRY_MECHANIC, MAGICAL_TRAINING, SKALD, add_mana, end_turn_of_opponent, put,
    resolve_spell, settle, start, use_ability,
)


def _counts(version: str, counted: str, not_counted: str) -> list[int]:
    """Play `counted`, then `not_counted`, from hand: the Stage's counters after each."""
    g, p = start()
    stage = put(g, p, version, Zone.LANDMARKS)
    seen = []
    for card_id in (counted, not_counted):
        cid = put(g, p, card_id)
        add_mana(g, p, 3)
        play(g, cid)
        settle(g)
        if g.cards[cid].zone is Zone.LIMBO:
            resolve_spell(g, cid)
        seen.append(g.cards[stage].counters.get("performance", 0))
        end_turn_of_opponent(g, p)
    return seen


def _keeps_fleeting_off(version: str, card_id: str) -> None:
    """With 3 counters, {T} and spend them; the next matching card played from Reserve does
    not keep Fleeting: a Character stays without it, a Spell goes back to Reserve."""
    g, p = start()
    stage = put(g, p, version, Zone.LANDMARKS)
    g.cards[stage].counters["performance"] = 3
    refresh(g)
    use_ability(g, stage, 2)
    assert g.cards[stage].has(Status.EXHAUSTED) and g.cards[stage].counters.get("performance", 0) == 0
    cid = put(g, p, card_id, Zone.RESERVE)
    add_mana(g, p, 3)
    play(g, cid, src="reserve")
    settle(g)
    if g.cards[cid].zone is Zone.LIMBO:
        resolve_spell(g, cid)
        assert cid in g.players[p].reserve  # not Fleeting: back to Reserve (CR 5.2.4.b)
    else:
        assert not g.cards[cid].has(Status.FLEETING)
    other = put(g, p, card_id, Zone.RESERVE)
    end_turn_of_opponent(g, p)
    add_mana(g, p, 3)
    play(g, other, src="reserve")
    if g.cards[other].zone is Zone.EXPEDITION:
        assert g.cards[other].has(Status.FLEETING)  # the first one used it up


def test_alt_bise_b_ly_63_c_counts_zero_statistic_characters_and_saves_one_from_fleeting():
    assert _counts("ALT_BISE_B_LY_63_C", FOUNDRY_MECHANIC, AMELIA) == [1, 1]
    _keeps_fleeting_off("ALT_BISE_B_LY_63_C", FOUNDRY_MECHANIC)


def test_alt_bise_b_ly_63_r1_counts_songs_and_artists():
    assert _counts("ALT_BISE_B_LY_63_R1", SKALD, AMELIA) == [1, 1]
    _keeps_fleeting_off("ALT_BISE_B_LY_63_R1", SKALD)


def test_alt_bise_b_ly_63_r2_counts_spells():
    assert _counts("ALT_BISE_B_LY_63_R2", MAGICAL_TRAINING, SKALD) == [1, 1]
    _keeps_fleeting_off("ALT_BISE_B_LY_63_R2", MAGICAL_TRAINING)
