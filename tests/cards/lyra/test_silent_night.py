"""Silent Night, a Fleeting Spell: a Character is targeted and a die rolled; on 4+ it gains
Anchored, on 1-3 Asleep. The common targets first, the rares roll first."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import SKALD, fix_dice, pick_if_asked, put, start


def _cast(version: str, result: int):
    g, p = start()
    skald = put(g, 1 - p, SKALD, Zone.EXPEDITION)
    fix_dice(g, result)
    spell = put(g, p, version)
    play(g, spell)
    pick_if_asked(g, skald)
    assert spell in g.players[p].discard  # Fleeting
    return g.cards[skald]


def _by_the_die(version: str) -> None:
    high = _cast(version, 5)
    assert high.has(Status.ANCHORED) and not high.has(Status.ASLEEP)
    low = _cast(version, 2)
    assert low.has(Status.ASLEEP) and not low.has(Status.ANCHORED)


def test_alt_alize_b_ly_41_c_anchored_on_4_plus_asleep_on_1_to_3():
    _by_the_die("ALT_ALIZE_B_LY_41_C")


def test_alt_alize_b_ly_41_r1_anchored_on_4_plus_asleep_on_1_to_3():
    _by_the_die("ALT_ALIZE_B_LY_41_R1")


def test_alt_alize_b_ly_41_r2_anchored_on_4_plus_asleep_on_1_to_3():
    _by_the_die("ALT_ALIZE_B_LY_41_R2")
