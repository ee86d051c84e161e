"""Urbex Specialist: while I'm In Contact (README ruling), my Forest, Mountain and Water are
equal to my highest statistic (CR 2.3). R1 also: {J} if I'm not In Contact, I gain 1 boost.
R2: the same, with 'in Forest' (my region's terrains now, CR 7.5.2.a) for 'In Contact'."""

from altered_tui.engine.objects import stats
from altered_tui.engine.state import Region
from altered_tui.engine.types import Side, Terrain

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start


def _stats(version: str, contact: bool) -> tuple[int, int, int]:
    g, p = start()
    if not contact:
        g.players[1 - p].positions[Side.HERO] = 1  # their hero Expedition has left my region
    me = put(g, p, version)
    play(g, me, side="hero")
    settle(g)
    return stats(g, me)


def test_alt_duster_b_ly_92_c_in_contact_all_statistics_equal_the_highest():
    assert _stats("ALT_DUSTER_B_LY_92_C", True) == (3, 3, 3)
    assert _stats("ALT_DUSTER_B_LY_92_C", False) == (0, 3, 2)
    check_facts("ALT_DUSTER_B_LY_92_C", 3, 2, (3, 3, 3), "LY")  # played In Contact


def test_alt_duster_b_ly_92_r1_equal_in_contact_and_a_boost_when_not():
    assert _stats("ALT_DUSTER_B_LY_92_R1", True) == (3, 3, 3)
    assert _stats("ALT_DUSTER_B_LY_92_R1", False) == (1, 4, 1)  # 0/3/0 and a boost
    check_facts("ALT_DUSTER_B_LY_92_R1", 3, 2, (3, 3, 3), "LY")


def _in(version: str, terrain: Terrain) -> tuple[int, int, int]:
    g, p = start()
    g.regions[1] = Region("tumult", (terrain,), face_up=True, tumult=0)
    g.players[p].positions[Side.HERO] = 1
    me = put(g, p, version)
    play(g, me, side="hero")
    settle(g)
    return stats(g, me)


def test_alt_duster_b_ly_92_r2_equal_in_forest_and_a_boost_when_not():
    assert _in("ALT_DUSTER_B_LY_92_R2", Terrain.FOREST) == (3, 3, 3)
    assert _in("ALT_DUSTER_B_LY_92_R2", Terrain.WATER) == (1, 4, 1)  # 0/3/0 and a boost
    check_facts("ALT_DUSTER_B_LY_92_R2", 3, 2, None, "MU")
