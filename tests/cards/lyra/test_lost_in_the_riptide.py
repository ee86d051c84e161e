"""Lost in the Riptide: Fleeting; you may play me for {1} less, and then I can only target a
Character in Water (CR 5.1.2.c, 7.5.2.a); return target Character to the top of its owner's
Deck (CR 7.3.26). The Lyra rare has no option; if the Character was in Water, ready two Mana
Orbs (CR 2.1.d, 7.3.18)."""

from altered_tui.engine.adventure import place_marker
from altered_tui.engine.types import Side, Terrain, Zone

from tests.abilities.support import act, options
from tests.cards.builders import CHRONICLER, add_mana, check_facts, pick, put, ready_mana, start

C, R1, R2 = "ALT_CYCLONE_B_LY_77_C", "ALT_CYCLONE_B_LY_77_R1", "ALT_CYCLONE_B_LY_77_R2"


def _table(version: str):
    """The opponent has a Character in Water (region 0, every terrain) and one out of it
    (region 7, made Forest only by a Marker)."""
    g, p = start()
    add_mana(g, p, 2)
    place_marker(g, p, 7, Terrain.FOREST, None, "test")
    wet = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION, Side.HERO)
    dry = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION, Side.COMPANION)
    riptide = put(g, p, version)
    return g, p, wet, dry, riptide


def _common(version: str, faction: str) -> None:
    g, p, wet, dry, riptide = _table(version)
    plays = [o for o in options(g) if f"#{riptide}@" in o]
    assert len(plays) == 2  # normally, or for {1} less
    before = ready_mana(g, p)
    act(g, next(o for o in plays if o.endswith("reduced")))
    assert before - ready_mana(g, p) == 3
    if g.pending.kind == "target":  # in Water only: the one out of it is never offered
        assert not any(f"#{dry}" in o for o in options(g))
        pick(g, wet)
    assert g.players[1 - p].deck[0] == wet and g.cards[dry].zone is Zone.EXPEDITION and riptide in g.players[p].discard  # Fleeting
    g, p, wet, dry, riptide = _table(version)
    before = ready_mana(g, p)
    act(g, next(o for o in options(g) if f"#{riptide}@" in o and not o.endswith("reduced")))
    assert before - ready_mana(g, p) == 4
    pick(g, dry)  # any Character at full cost
    assert g.players[1 - p].deck[0] == dry
    check_facts(version, 4, 4, None, faction)


def test_alt_cyclone_b_ly_77_c_for_one_less_only_a_character_in_water():
    _common(C, "LY")


def test_alt_cyclone_b_ly_77_r1_readies_two_orbs_when_the_character_was_in_water():
    g, p, wet, dry, riptide = _table(R1)
    assert [o for o in options(g) if f"#{riptide}@" in o and o.endswith("reduced")] == []
    before = ready_mana(g, p)
    act(g, next(o for o in options(g) if f"#{riptide}@" in o))
    pick(g, wet)
    assert g.players[1 - p].deck[0] == wet and before - ready_mana(g, p) == 2
    g, p, wet, dry, riptide = _table(R1)
    before = ready_mana(g, p)
    act(g, next(o for o in options(g) if f"#{riptide}@" in o))
    pick(g, dry)
    assert g.players[1 - p].deck[0] == dry and before - ready_mana(g, p) == 4
    check_facts(R1, 4, 4, None, "LY")


def test_alt_cyclone_b_ly_77_r2_yzmir_version_as_the_common():
    _common(R2, "YZ")
