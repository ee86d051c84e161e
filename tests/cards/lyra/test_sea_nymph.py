"""Sea Nymph: {H} if I'm facing an Expedition in Water, Sabotage (CR 1.2.3.c, 7.5.2.a,
7.3.24); the Lyra rare also {R}: you may move a Water Terrain Marker to my region (README
rulings: Terrain Markers); the Yzmir rare's Sabotage is {J}, from anywhere."""

from altered_tui.engine.adventure import place_marker
from altered_tui.engine.objects import terrains_at
from altered_tui.engine.types import Terrain, Zone

from tests.abilities.support import act, options
from tests.cards.builders import CHRONICLER, add_mana, check_facts, pick, play, put, settle, start

C, R1, R2 = "ALT_CYCLONE_B_LY_68_C", "ALT_CYCLONE_B_LY_68_R1", "ALT_CYCLONE_B_LY_68_R2"


def _played(version: str, src: str = "hand", forest_only: bool = False):
    """p plays the Nymph into the hero Expedition (region 0), facing the opponent's hero
    Expedition there; the opponent has a card in Reserve."""
    g, p = start()
    add_mana(g, p, 2)
    if forest_only:  # region 0 is Forest only: the Expedition faced is not in Water
        place_marker(g, p, 0, Terrain.FOREST, None, "test")
    theirs = put(g, 1 - p, CHRONICLER, Zone.RESERVE)
    nymph = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, nymph, src=src)
    settle(g)
    return g, p, nymph, theirs


def _sabotages(g, theirs) -> bool:
    if g.pending.kind == "target" and any(f"#{theirs}" in o for o in options(g)):
        pick(g, theirs)
    return g.cards[theirs].zone is Zone.DISCARD


def test_alt_cyclone_b_ly_68_c_sabotage_when_facing_an_expedition_in_water():
    g, p, _, theirs = _played(C)
    assert _sabotages(g, theirs)
    g, p, _, theirs = _played(C, forest_only=True)
    assert not _sabotages(g, theirs)
    g, p, _, theirs = _played(C, src="reserve")  # {H}: not from Reserve
    assert not _sabotages(g, theirs)
    check_facts(C, 3, 2, (0, 0, 4), "LY")


def test_alt_cyclone_b_ly_68_r1_from_reserve_moves_a_water_marker_to_my_region():
    g, p, _, theirs = _played(R1)
    assert _sabotages(g, theirs)
    g, p = start()
    place_marker(g, 1 - p, 7, Terrain.WATER, None, "test")
    nymph = put(g, p, R1, Zone.RESERVE)
    play(g, nymph, src="reserve")
    settle(g)
    assert options(g) == ["yes", "no"]
    act(g, "yes")
    assert terrains_at(g, 0) == [Terrain.WATER] and terrains_at(g, 7) == list(Terrain)
    check_facts(R1, 3, 2, (0, 0, 4), "LY")


def test_alt_cyclone_b_ly_68_r2_yzmir_version_sabotages_from_reserve_too():
    g, p, _, theirs = _played(R2, src="reserve")
    assert _sabotages(g, theirs)
    g, p, _, theirs = _played(R2, forest_only=True)
    assert not _sabotages(g, theirs)
    check_facts(R2, 3, 2, (0, 0, 4), "YZ")
