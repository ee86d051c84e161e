"""Ebenezer Scrooge: [Support] {D}: a Character you control with Hand Cost 4 or less gains
Asleep."""

from altered_tui.engine.types import Status, Zone

from tests.cards.builders import ACHILLES, AMELIA, can_pick, pick_if_asked, put, start, use_support


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
