"""The Painthouse: {J} Resupply (the Lyra rare twice); at Noon, with three or more
single-terrain regions visible, you may give 1 boost (the Lyra rare 2) to target Character in
Reserve (CR 7.3.22, 4.2.2, 2.5; README rulings: Terrain Markers)."""

from altered_tui.engine.adventure import reveal_tumult
from altered_tui.engine.types import Phase, Zone

from tests.abilities.support import act
from tests.cards.builders import (SKALD, add_mana, advance_to_noon, check_facts, pick_if_asked, play_spell,
                                  put, settle, start)

C, R1, R2 = "ALT_CYCLONE_B_LY_81_C", "ALT_CYCLONE_B_LY_81_R1", "ALT_CYCLONE_B_LY_81_R2"


def _resupplied(version: str) -> int:
    g, p = start()
    add_mana(g, p, 2)
    house = put(g, p, version)
    before = len(g.players[p].reserve)
    play_spell(g, house)
    settle(g)
    assert g.cards[house].zone is Zone.LANDMARKS
    return len(g.players[p].reserve) - before


def _noon_boosts(version: str, revealed: bool) -> int:
    g, p = start()
    put(g, p, version, Zone.LANDMARKS)
    friend = put(g, p, SKALD, Zone.RESERVE)
    if revealed:
        for index in (1, 3, 5):
            reveal_tumult(g, index, "test")

    def asked(g):
        return g.phase is Phase.NOON and g.pending.kind == "may" and g.pending.player == p

    advance_to_noon(g, stop=asked)
    if asked(g):
        act(g, "yes")
        pick_if_asked(g, friend)
    return g.cards[friend].boosts


def test_alt_cyclone_b_ly_81_c_resupplies_and_boosts_a_reserve_character_at_noon():
    assert _resupplied(C) == 1
    assert _noon_boosts(C, revealed=True) == 1
    assert _noon_boosts(C, revealed=False) == 0
    check_facts(C, 2, 2, None, "LY")


def test_alt_cyclone_b_ly_81_r1_resupplies_twice_and_gives_two_boosts():
    assert _resupplied(R1) == 2
    assert _noon_boosts(R1, revealed=True) == 2
    assert _noon_boosts(R1, revealed=False) == 0
    check_facts(R1, 4, 4, None, "LY")


def test_alt_cyclone_b_ly_81_r2_bravos_version_as_the_common():
    assert _resupplied(R2) == 1
    assert _noon_boosts(R2, revealed=True) == 1
    check_facts(R2, 2, 2, None, "BR")
