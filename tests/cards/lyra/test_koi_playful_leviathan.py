"""Koi, Playful Leviathan: Gigantic (CR 7.4.4); the Lyra rare also {H}: if neither of my
Expeditions is in Mountain, draw a card (CR 7.5.2.a, 7.4.4.b: a Gigantic Character is in both
of its controller's Expeditions)."""

from altered_tui.engine.adventure import place_marker
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Terrain, Zone

from tests.cards.builders import add_mana, check_facts, play, put, settle, start

C, R1, R2 = "ALT_CYCLONE_B_LY_74_C", "ALT_CYCLONE_B_LY_74_R1", "ALT_CYCLONE_B_LY_74_R2"


def _played(version: str, markers: tuple[Terrain | None, Terrain | None] = (None, None)):
    g, p = start()
    add_mana(g, p, 1)
    for region, terrain in zip((0, 7), markers):
        if terrain is not None:
            place_marker(g, p, region, terrain, None, "test")
    koi = put(g, p, version)
    hand = len(g.players[p].hand)
    play(g, koi)
    settle(g)
    return g, p, koi, len(g.players[p].hand) - (hand - 1)


def _gigantic(version: str) -> None:
    g, p, koi, _ = _played(version)
    for side in Side:  # counted in both Expeditions (CR 7.4.4.b)
        from altered_tui.engine.progress import expedition_stats

        assert expedition_stats(g, p, side) == [3, 0, 3]
    assert stats(g, koi) == (3, 0, 3) and g.cards[koi].zone is Zone.EXPEDITION


def test_alt_cyclone_b_ly_74_c_gigantic_in_both_expeditions():
    _gigantic(C)
    g, p, koi, drawn = _played(C, (Terrain.WATER, Terrain.FOREST))
    assert drawn == 0  # no draw ability on the common
    check_facts(C, 4, 4, None, "LY")


def test_alt_cyclone_b_ly_74_r1_draws_if_neither_expedition_is_in_mountain():
    _gigantic(R1)
    g, p, koi, drawn = _played(R1, (Terrain.WATER, Terrain.FOREST))
    assert drawn == 1
    g, p, koi, drawn = _played(R1, (Terrain.WATER, Terrain.MOUNTAIN))  # one is in Mountain
    assert drawn == 0
    g, p, koi, drawn = _played(R1)  # both regions have every terrain
    assert drawn == 0
    check_facts(R1, 4, 4, None, "LY")


def test_alt_cyclone_b_ly_74_r2_bravos_version_is_gigantic_without_the_draw():
    _gigantic(R2)
    g, p, koi, drawn = _played(R2, (Terrain.WATER, Terrain.FOREST))
    assert drawn == 0
    check_facts(R2, 4, 4, None, "BR")
