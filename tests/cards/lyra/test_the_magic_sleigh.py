"""The Magic Sleigh, an Expedition Permanent: when my Expedition would move forward during Dusk,
it moves twice instead (CR 4.2.4.g, 6.2.b); the rares gain Fleeting as they join."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import ACHILLES, add_mana, finish_day, progress, put, start


def _sleigh(version: str, fleeting: bool) -> None:
    g, p = start()
    add_mana(g, p, 2)
    put(g, p, ACHILLES, Zone.EXPEDITION)
    put(g, p, ACHILLES, Zone.EXPEDITION, Side.COMPANION)
    sleigh = put(g, p, version)
    play(g, sleigh)
    assert g.cards[sleigh].has(Status.FLEETING) is fleeting
    finish_day(g)
    assert progress(g, p, Side.HERO) == 2 and progress(g, p, Side.COMPANION) == 1


def test_alt_alize_b_ly_44_c_its_expedition_moves_twice_at_dusk():
    _sleigh("ALT_ALIZE_B_LY_44_C", fleeting=False)


def test_alt_alize_b_ly_44_r1_moves_twice_and_gains_fleeting_as_it_joins():
    _sleigh("ALT_ALIZE_B_LY_44_R1", fleeting=True)


def test_alt_alize_b_ly_44_r2_moves_twice_and_gains_fleeting_as_it_joins():
    _sleigh("ALT_ALIZE_B_LY_44_R2", fleeting=True)
