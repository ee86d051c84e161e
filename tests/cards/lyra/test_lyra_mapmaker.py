"""Lyra Mapmaker: {J} with three or more single-terrain regions visible, I gain 1 boost; the
rares also {H}: with five or more, target Character gains Asleep (README rulings: Terrain
Markers; CR 6.5.d, 2.4.3)."""

from altered_tui.engine.adventure import place_marker, reveal_tumult
from altered_tui.engine.types import Status, Terrain, Zone

from tests.abilities.support import act, options
from tests.cards.builders import CHRONICLER, check_facts, pick_if_asked, play, put, start

C, R1, R2 = "ALT_CYCLONE_B_LY_69_C", "ALT_CYCLONE_B_LY_69_R1", "ALT_CYCLONE_B_LY_69_R2"


def _regions(g, singles: int) -> None:
    """Make `singles` visible single-terrain regions (0, 3, 4 or 5)."""
    if singles >= 3:
        for index in (1, 3, 5):
            reveal_tumult(g, index, "test")
    for index in (0, 7)[:max(0, singles - 3)]:
        place_marker(g, 0, index, Terrain.WATER, None, "test")


def _played(version: str, singles: int, src: str = "hand"):
    g, p = start()
    _regions(g, singles)
    other = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    me = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, me, src=src)
    while g.pending.kind in ("reaction", "target"):  # both Reactions, in the order offered
        if g.pending.kind == "target":
            pick_if_asked(g, other)
        else:
            act(g, options(g)[0])
    return g, me, other


def test_alt_cyclone_b_ly_69_c_gains_a_boost_with_three_single_terrain_regions():
    g, me, _ = _played(C, 3)
    assert g.cards[me].boosts == 1
    g, me, _ = _played(C, 0)
    assert g.cards[me].boosts == 0
    g, me, _ = _played(C, 3, src="reserve")  # {J}: from anywhere
    assert g.cards[me].boosts == 1
    check_facts(C, 2, 2, (2, 0, 2), "LY")


def _rare(version: str, faction: str) -> None:
    g, me, other = _played(version, 5)
    assert g.cards[other].has(Status.ASLEEP) and g.cards[me].boosts == 1
    g, me, other = _played(version, 4)
    assert not g.cards[other].has(Status.ASLEEP) and g.cards[me].boosts == 1
    g, me, other = _played(version, 5, src="reserve")  # {H} only from hand
    assert not g.cards[other].has(Status.ASLEEP) and g.cards[me].boosts == 1
    check_facts(version, 2, 2, (2, 0, 2), faction)


def test_alt_cyclone_b_ly_69_r1_five_single_terrain_regions_put_a_character_asleep():
    _rare(R1, "LY")


def test_alt_cyclone_b_ly_69_r2_muna_version_same_abilities():
    _rare(R2, "MU")
