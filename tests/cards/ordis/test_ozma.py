"""Ozma: {J} if you control three or more other Characters, Resupply."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import put, start


def _ozma_with(card_id, mine, theirs=0, src="hand"):
    g, p = start()
    for i in range(mine):
        put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO if i % 2 else Side.COMPANION)
    for _ in range(theirs):
        put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    ozma = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    top = g.players[p].deck[0]
    reserve = len(g.players[p].reserve)
    play(g, ozma, src=src)
    return g, p, ozma, top, len(g.players[p].reserve) - reserve


def test_alt_core_b_or_11_c_resupplies_with_three_other_characters():
    g, p, ozma, top, gained = _ozma_with("ALT_CORE_B_OR_11_C", mine=3)
    assert top in g.players[p].reserve and gained == 1
    assert stats(g, ozma) == (1, 2, 1)


def test_alt_core_b_or_11_c_does_nothing_with_two_other_characters_and_opponents_dont_count():
    g, p, ozma, top, gained = _ozma_with("ALT_CORE_B_OR_11_C", mine=2, theirs=3)
    assert top in g.players[p].deck and gained == 0


def test_alt_core_b_or_11_r_resupplies_with_three_other_characters_also_from_reserve():
    g, p, ozma, top, gained = _ozma_with("ALT_CORE_B_OR_11_R", mine=3, src="reserve")
    assert top in g.players[p].reserve and gained == 0  # Ozma left the Reserve, the top card came in
    assert stats(g, ozma) == (2, 2, 2)


def test_alt_core_b_or_11_r_does_nothing_with_two_other_characters():
    g, p, ozma, top, gained = _ozma_with("ALT_CORE_B_OR_11_R", mine=2)
    assert top in g.players[p].deck


def _ozma_r2(boosted_others, boost_ozma_too=False):
    g, p = start()
    for i in range(boosted_others):
        cid = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO if i % 2 else Side.COMPANION)
        g.cards[cid].counters["boost"] = 1
    put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)  # not boosted
    theirs = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    g.cards[theirs].counters["boost"] = 1
    ozma = put(g, p, "ALT_CORE_B_OR_11_R2")
    hand = len(g.players[p].hand)
    play(g, ozma)
    return g, p, ozma, len(g.players[p].hand) - (hand - 1)


def test_alt_core_b_or_11_r2_draws_with_two_other_boosted_characters():
    g, p, ozma, drawn = _ozma_r2(2)
    assert drawn == 1 and stats(g, ozma) == (2, 2, 2)


def test_alt_core_b_or_11_r2_one_boosted_character_of_yours_is_not_enough():
    g, p, ozma, drawn = _ozma_r2(1)
    assert drawn == 0
