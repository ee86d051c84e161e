"""Forest Nymph: {H} if I'm facing an Expedition in Forest, you may have target Character gain
Fleeting (CR 1.2.3.c, 7.5.2.a, 2.4.6); the Lyra rare also {R}: you may move a Forest Terrain
Marker to my region (README rulings: Terrain Markers); the Muna rare's is {J}."""

from altered_tui.engine.adventure import place_marker
from altered_tui.engine.objects import terrains_at
from altered_tui.engine.types import Status, Terrain, Zone

from tests.abilities.support import act, options
from tests.cards.builders import CHRONICLER, check_facts, pick, play, put, settle, start

C, R1, R2 = "ALT_CYCLONE_B_LY_71_C", "ALT_CYCLONE_B_LY_71_R1", "ALT_CYCLONE_B_LY_71_R2"


def _played(version: str, src: str = "hand", water_only: bool = False, accept: bool = True):
    g, p = start()
    if water_only:  # region 0 is Water only: the Expedition faced is not in Forest
        place_marker(g, p, 0, Terrain.WATER, None, "test")
    theirs = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    nymph = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, nymph, src=src)
    settle(g)
    if g.pending.kind == "may":
        act(g, "yes" if accept else "no")
        if accept and g.pending.kind == "target":
            pick(g, theirs)
    return g, p, theirs


def test_alt_cyclone_b_ly_71_c_may_make_a_character_fleeting_when_facing_forest():
    g, p, theirs = _played(C)
    assert g.cards[theirs].has(Status.FLEETING)
    g, p, theirs = _played(C, accept=False)
    assert not g.cards[theirs].has(Status.FLEETING)
    g, p, theirs = _played(C, water_only=True)
    assert not g.cards[theirs].has(Status.FLEETING)
    g, p, theirs = _played(C, src="reserve")  # {H}: not from Reserve
    assert not g.cards[theirs].has(Status.FLEETING)
    check_facts(C, 2, 2, (3, 0, 0), "LY")


def test_alt_cyclone_b_ly_71_r1_from_reserve_moves_a_forest_marker_to_my_region():
    g, p, theirs = _played(R1)
    assert g.cards[theirs].has(Status.FLEETING)
    g, p = start()
    place_marker(g, 1 - p, 7, Terrain.FOREST, None, "test")
    nymph = put(g, p, R1, Zone.RESERVE)
    play(g, nymph, src="reserve")
    settle(g)
    assert options(g) == ["yes", "no"]
    act(g, "yes")
    assert terrains_at(g, 0) == [Terrain.FOREST] and terrains_at(g, 7) == list(Terrain)
    check_facts(R1, 2, 2, (3, 0, 0), "LY")


def test_alt_cyclone_b_ly_71_r2_muna_version_works_from_reserve_too():
    g, p, theirs = _played(R2, src="reserve")
    assert g.cards[theirs].has(Status.FLEETING)
    g, p, theirs = _played(R2, water_only=True)
    assert not g.cards[theirs].has(Status.FLEETING)
    check_facts(R2, 2, 2, (3, 0, 0), "MU")
