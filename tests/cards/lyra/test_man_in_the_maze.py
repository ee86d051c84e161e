"""Man in the Maze: {H} remove all boosts from Characters in play and in Reserve (CR 2.5.g);
by the number removed: 1-4 I gain 2 boosts, 5-8 play a card with Hand Cost 3 or less for
free (CR 7.3.20), 9+ my Expedition moves forward (CR 7.3.17). R1: 1+, 5+, 9+, each that
applies; Yzmir R2: 9+ moves the Expedition facing me backward (CR 7.3.16)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    AMELIA, SKALD, add_mana, boosted, check_facts, progress, put, ready_mana, settle, start,
)


def _maze(version: str, boosts: int):
    """Boosts split between an opponent's Character in play and one in the player's Reserve;
    a Lyra Skald (Hand Cost 2) in hand. The Man is played from hand into the Hero Expedition."""
    g, p = start()
    add_mana(g, p, 4)
    theirs = boosted(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO, boosts=boosts - boosts // 2)
    mine = boosted(g, p, AMELIA, Zone.RESERVE, boosts=boosts // 2) if boosts // 2 else None
    skald = put(g, p, SKALD)
    g.players[1 - p].positions[Side.HERO] = 2  # far enough to move backward
    man = put(g, p, version)
    act(g, f"play Man in the Maze#{man}@hand -> hero")
    settle(g)
    assert g.cards[theirs].boosts == 0 and (mine is None or g.cards[mine].boosts == 0)
    return g, p, man, skald


def _plays_free(g, p, skald) -> bool:
    if g.pending is None or g.pending.kind != "play_now":
        return False
    before = ready_mana(g, p)
    act(g, next(o for o in options(g) if f"#{skald}@hand -> companion" in o))
    return g.cards[skald].zone is Zone.EXPEDITION and ready_mana(g, p) == before


def test_alt_bise_b_ly_57_c_does_one_thing_by_the_number_of_boosts_removed():
    g, p, man, skald = _maze("ALT_BISE_B_LY_57_C", 3)
    assert g.cards[man].boosts == 2 and not _plays_free(g, p, skald)
    g, p, man, skald = _maze("ALT_BISE_B_LY_57_C", 6)
    assert _plays_free(g, p, skald) and g.cards[man].boosts == 0
    g, p, man, skald = _maze("ALT_BISE_B_LY_57_C", 9)
    assert progress(g, p, Side.HERO) == 1 and g.cards[man].boosts == 0
    assert not _plays_free(g, p, skald)
    check_facts("ALT_BISE_B_LY_57_C", 7, 4, (0, 5, 5), "LY")


def test_alt_bise_b_ly_57_r1_does_each_thing_the_number_reaches():
    g, p, man, skald = _maze("ALT_BISE_B_LY_57_R1", 9)
    assert g.cards[man].boosts == 2  # 1+
    assert _plays_free(g, p, skald)  # 5+
    assert progress(g, p, Side.HERO) == 1  # 9+
    g, p, man, skald = _maze("ALT_BISE_B_LY_57_R1", 5)
    assert g.cards[man].boosts == 2 and _plays_free(g, p, skald) and progress(g, p, Side.HERO) == 0
    check_facts("ALT_BISE_B_LY_57_R1", 7, 4, (0, 5, 5), "LY")


def test_alt_bise_b_ly_57_r2_moves_the_facing_expedition_backward_on_9_and_more():
    g, p, man, skald = _maze("ALT_BISE_B_LY_57_R2", 10)
    assert g.players[1 - p].positions[Side.HERO] == 1 and progress(g, p, Side.HERO) == 0
    g, p, man, skald = _maze("ALT_BISE_B_LY_57_R2", 4)
    assert g.cards[man].boosts == 2 and g.players[1 - p].positions[Side.HERO] == 2
    check_facts("ALT_BISE_B_LY_57_R2", 7, 4, (0, 5, 5), "YZ")
