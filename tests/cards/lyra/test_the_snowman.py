"""The Snowman: {J} unless I am in a Water region, I gain Fleeting (CR 2.2.2.p, 2.4.6); the
rares' support: {D} Exhausted Resupply (CR 7.3.11)."""

from altered_tui.engine.state import Region
from altered_tui.engine.types import Status, Terrain, Zone

from tests.abilities.support import play
from tests.cards.builders import put, start, use_support


def _fleeting(version: str, terrains: tuple[Terrain, ...]) -> bool:
    g, p = start()
    g.regions[0] = Region("hero", terrains, face_up=True)
    snowman = put(g, p, version)
    play(g, snowman)
    return g.cards[snowman].has(Status.FLEETING)


def _melts_away_from_water(version: str) -> None:
    assert _fleeting(version, (Terrain.FOREST, Terrain.MOUNTAIN)) is True
    assert _fleeting(version, (Terrain.WATER,)) is False
    assert _fleeting(version, (Terrain.MOUNTAIN, Terrain.WATER)) is False


def _exhausted_resupply_support(version: str) -> None:
    g, p = start()
    snowman = put(g, p, version, Zone.RESERVE)
    top = g.players[p].deck[0]
    use_support(g, snowman)
    assert snowman in g.players[p].discard
    assert top in g.players[p].reserve and g.cards[top].has(Status.EXHAUSTED)


def test_alt_alize_b_ly_33_c_gains_fleeting_unless_in_water():
    _melts_away_from_water("ALT_ALIZE_B_LY_33_C")


def test_alt_alize_b_ly_33_r1_gains_fleeting_unless_in_water_and_supports_exhausted_resupply():
    _melts_away_from_water("ALT_ALIZE_B_LY_33_R1")
    _exhausted_resupply_support("ALT_ALIZE_B_LY_33_R1")


def test_alt_alize_b_ly_33_r2_gains_fleeting_unless_in_water_and_supports_exhausted_resupply():
    _melts_away_from_water("ALT_ALIZE_B_LY_33_R2")
    _exhausted_resupply_support("ALT_ALIZE_B_LY_33_R2")
