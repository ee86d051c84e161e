"""Kojo & Booda (Hero): at Noon, if you are the first player, create a Booda Companion token
in your Companion Expedition."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side

from tests.cards.builders import advance_to_noon, set_hero, start, tokens_named


KOJO = "ALT_CORE_B_BR_01_C"


def test_alt_core_b_br_01_c_at_noon_only_the_first_player_gets_a_booda():
    g, p = start()
    for player in (0, 1):
        set_hero(g, player, KOJO)
    advance_to_noon(g)
    first = g.first_player
    [booda] = tokens_named(g, first, "Booda", Side.COMPANION)
    assert stats(g, booda) == (2, 2, 2) and "Companion" in g.cdef(booda).subtypes
    assert tokens_named(g, first, "Booda", Side.HERO) == []
    assert tokens_named(g, 1 - first, "Booda") == []


def test_alt_core_b_br_01_c_makes_no_booda_for_a_player_with_another_hero():
    g, p = start()
    set_hero(g, 0, KOJO)
    set_hero(g, 1, "ALT_CORE_B_AX_01_C")
    advance_to_noon(g)  # day 2: the other player is first
    kojo_first = g.first_player == 0
    assert len(tokens_named(g, 0, "Booda")) == (1 if kojo_first else 0)
    assert tokens_named(g, 1, "Booda") == []
    advance_to_noon(g)  # day 3: the first player changes
    assert g.first_player == (1 if kojo_first else 0)
    assert len(tokens_named(g, 0, "Booda", Side.COMPANION)) == (0 if kojo_first else 1)
