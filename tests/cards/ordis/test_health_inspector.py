"""Health Inspector: cards in the opponent's Reserve can't gain counters (an Ordis Crier there
gains no boost); the Ordis rare: no card in play or in Reserve that has a counter can gain one,
whoever's it is (CR 2.5)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    AMELIA, HELPING_HAND, PLAY_CHARACTER, TROOPER, boosted, pick_if_asked, play_spell, put,
    settle, start,
)

CRIER = "ALT_BISE_B_OR_49_C"  # support: 1 boost when another Character joins, up to 2


def _opponents_reserve_gains_nothing(version: str) -> None:
    g, p = start()
    put(g, p, version, Zone.EXPEDITION, Side.HERO)
    mine = put(g, p, CRIER, Zone.RESERVE)
    PLAY_CHARACTER(g, p)
    assert g.cards[mine].boosts == 1  # your own Reserve is not concerned
    g, p = start()
    put(g, p, version, Zone.EXPEDITION, Side.HERO)
    theirs = put(g, 1 - p, CRIER, Zone.RESERVE)
    act(g, "pass")
    play(g, put(g, 1 - p, TROOPER))
    settle(g)
    assert g.cards[theirs].boosts == 0


def test_alt_bise_b_or_55_c_cards_in_the_opponents_reserve_gain_no_counters():
    _opponents_reserve_gains_nothing("ALT_BISE_B_OR_55_C")


def test_alt_bise_b_or_55_r1_cards_with_counters_gain_no_more():
    g, p = start()
    put(g, p, "ALT_BISE_B_OR_55_R1", Zone.EXPEDITION, Side.HERO)
    stored, bare = boosted(g, p, CRIER, Zone.RESERVE), put(g, p, CRIER, Zone.RESERVE)
    PLAY_CHARACTER(g, p)
    assert g.cards[stored].boosts == 1 and g.cards[bare].boosts == 1  # the bare one could
    fighter = boosted(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    helping = put(g, p, HELPING_HAND)
    play_spell(g, helping)
    pick_if_asked(g, fighter)
    assert g.cards[fighter].boosts == 1  # it had one: no second


def test_alt_bise_b_or_55_r2_cards_in_the_opponents_reserve_gain_no_counters():
    _opponents_reserve_gains_nothing("ALT_BISE_B_OR_55_R2")
