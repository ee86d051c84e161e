"""Ebenezer Scrooge: [Support] {D}: a Character you control with Hand Cost 4 or less gains
Asleep."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act
from tests.cards.builders import (ACHILLES, AMELIA, SKALD, TROOPER, add_mana, can_pick, paid_to_play,
                                  pick_if_asked, put, start, use_support)


def test_alt_alize_b_or_37_c_discards_itself_to_put_a_cheap_character_of_mine_to_sleep():
    g, p = start()
    cheap = put(g, p, AMELIA, Zone.EXPEDITION)  # Hand Cost 3
    costly = put(g, p, ACHILLES, Zone.EXPEDITION)  # Hand Cost 5
    put(g, 1 - p, AMELIA, Zone.EXPEDITION)  # not mine
    scrooge = put(g, p, "ALT_ALIZE_B_OR_37_C", Zone.RESERVE)
    use_support(g, scrooge)
    assert not can_pick(g, costly)
    pick_if_asked(g, cheap)
    assert g.cards[cheap].has(Status.ASLEEP) and not g.cards[costly].has(Status.ASLEEP)
    assert scrooge in g.players[p].discard


def _reserve_cost_paid(version: str, reserve_card: str, player_offset: int) -> int:
    """What a card played from Reserve costs its player while Scrooge is in play."""
    g, p = start()
    put(g, p, version, Zone.EXPEDITION)
    who = (p + player_offset) % 2
    if who != p:
        act(g, "pass")
    add_mana(g, who, 4)
    cid = put(g, who, reserve_card, Zone.RESERVE)
    return paid_to_play(g, who, cid, src="reserve")


def test_alt_alize_b_or_37_r1_cards_played_from_reserve_cost_one_more_for_both_players():
    assert _reserve_cost_paid("ALT_ALIZE_B_OR_37_R1", SKALD, 0) == 3  # Reserve Cost 2
    assert _reserve_cost_paid("ALT_ALIZE_B_OR_37_R1", SKALD, 1) == 3


def test_alt_alize_b_or_37_r2_one_less_from_reserve_but_not_below_one():
    assert _reserve_cost_paid("ALT_ALIZE_B_OR_37_R2", SKALD, 0) == 1  # Reserve Cost 2
    assert _reserve_cost_paid("ALT_ALIZE_B_OR_37_R2", SKALD, 1) == 1
    assert _reserve_cost_paid("ALT_ALIZE_B_OR_37_R2", TROOPER, 0) == 1  # Reserve Cost 1 stays


def test_alt_alize_b_or_37_r1_support_puts_a_cheap_character_to_sleep():
    g, p = start()
    cheap = put(g, p, AMELIA, Zone.EXPEDITION)
    scrooge = put(g, p, "ALT_ALIZE_B_OR_37_R1", Zone.RESERVE)
    use_support(g, scrooge)
    pick_if_asked(g, cheap)
    assert g.cards[cheap].has(Status.ASLEEP)
