"""Will-o'-the-Wisp: an Expedition facing me in a Water region moves forward during Dusk only
due to Water; the R2: the Expedition facing me in a Forest region moves forward only due to
Forest, not by an effect either (CR 1.2.3.c, 4.2.4.b, 7.3.17). Support: {D} the next card you
play this turn costs {1} less."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.state import Region
from altered_tui.engine.types import Side, Terrain, Zone

from tests.abilities.support import act, give, play, spell
from tests.cards.builders import (ACHILLES, CHRONICLER, SKALD, check_next_card_costs_one_less, finish_day,
                                  progress, put, start)


def _moved(version: str, facing: str, terrains: tuple[Terrain, ...]) -> int:
    """The Wisp alone in its Hero Expedition faces one Character in a Hero region of these
    terrains; how far the facing Expedition went at Dusk."""
    g, p = start()
    g.regions[0] = Region("hero", terrains, face_up=True)
    put(g, p, version, Zone.EXPEDITION)
    put(g, 1 - p, facing, Zone.EXPEDITION)
    finish_day(g)
    return progress(g, 1 - p, Side.HERO)


WATER_FOREST = (Terrain.WATER, Terrain.FOREST)


def test_alt_alize_b_ly_35_c_an_expedition_in_water_moves_only_by_winning_water():
    version = "ALT_ALIZE_B_LY_35_C"  # 0/0/3
    assert _moved(version, SKALD, WATER_FOREST) == 0  # 3/0/2 wins Forest only
    assert _moved(version, CHRONICLER, WATER_FOREST) == 1  # 4/0/4 wins Water
    assert _moved(version, SKALD, (Terrain.FOREST, Terrain.MOUNTAIN)) == 1  # not in Water
    check_next_card_costs_one_less(version)


def test_alt_alize_b_ly_35_r1_an_expedition_in_water_moves_only_by_winning_water():
    version = "ALT_ALIZE_B_LY_35_R1"  # 0/0/4
    assert _moved(version, CHRONICLER, WATER_FOREST) == 0  # Water tied: only Forest is won
    assert _moved(version, ACHILLES, WATER_FOREST) == 1
    check_next_card_costs_one_less(version)


def test_alt_alize_b_ly_35_r2_an_expedition_in_forest_moves_only_due_to_forest_never_by_effects():
    version = "ALT_ALIZE_B_LY_35_R2"  # 3/0/0
    assert _moved(version, SKALD, WATER_FOREST) == 0  # Forest tied, Water won
    assert _moved(version, ACHILLES, WATER_FOREST) == 1
    g, p = start()
    g.regions[0] = Region("hero", WATER_FOREST, face_up=True)
    put(g, 1 - p, version, Zone.EXPEDITION)
    play(g, give(g, p, spell(ab.MoveExpedition(kind="move_expedition", direction="forward"))))
    act(g, "expedition -> hero yours")
    assert progress(g, p, Side.HERO) == 0
    check_next_card_costs_one_less(version)
