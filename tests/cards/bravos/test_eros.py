"""Eros: {J} you may immediately play a Character for {3} less (the R1: it gains 2 boosts;
the R2: it gains Anchored)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play, set_mana
from tests.cards.builders import ACHILLES, clear_hand, put, ready_mana, settle, start


def _eros(version: str, accept: bool = True):
    g, p = start()
    clear_hand(g, p)
    set_mana(g, p, 9)
    achilles = put(g, p, ACHILLES)  # Hand Cost 5
    eros = put(g, p, version)
    play(g, eros)
    settle(g)
    assert options(g) == [f"play Achilles#{achilles}@hand -> hero",
                          f"play Achilles#{achilles}@hand -> companion", "no"]
    if not accept:
        act(g, "no")
        return g, p, achilles
    act(g, f"play Achilles#{achilles}@hand -> companion")
    assert g.cards[achilles].zone is Zone.EXPEDITION and ready_mana(g, p) == 0  # 9 - 7 - 2
    return g, p, achilles


def test_alt_alize_b_br_40_c_plays_a_character_for_three_less():
    g, p, achilles = _eros("ALT_ALIZE_B_BR_40_C")
    assert g.cards[achilles].boosts == 0 and not g.cards[achilles].has(Status.ANCHORED)


def test_alt_alize_b_br_40_c_may_decline():
    g, p, achilles = _eros("ALT_ALIZE_B_BR_40_C", accept=False)
    assert achilles in g.players[p].hand and ready_mana(g, p) == 2


def test_alt_alize_b_br_40_r1_the_character_gains_two_boosts():
    g, p, achilles = _eros("ALT_ALIZE_B_BR_40_R1")
    assert g.cards[achilles].boosts == 2


def test_alt_alize_b_br_40_r2_the_character_gains_anchored():
    g, p, achilles = _eros("ALT_ALIZE_B_BR_40_R2")
    assert g.cards[achilles].has(Status.ANCHORED)
