"""The Kraken: Gigantic; {J} sacrifice Characters; every region is Water only while it is in
play, for Progress and for its report (CR 2.2.2.p, 4.2.4, 7.4.4)."""

from altered_tui.engine.progress import compute_progress
from altered_tui.engine.types import Phase, Side, Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, pick, put, run_until, start
from tests.log_text import line


TROOPER = "ALT_CORE_B_OR_05_C"


def _kraken_joins(card_id, sacrifices):
    g, p = start()
    add_mana(g, p, 4)
    troopers = [put(g, p, TROOPER, Zone.EXPEDITION, Side.COMPANION) for _ in range(3)]
    kraken = put(g, p, card_id)
    play(g, kraken, "hero")
    for t in troopers[:sacrifices]:
        pick(g, t)
    assert [g.cards[t].zone for t in troopers] == [Zone.DISCARD] * sacrifices + [Zone.EXPEDITION] * (3 - sacrifices)
    assert g.cards[kraken].zone is Zone.EXPEDITION
    return g, p, kraken


def _check_water_only(g, p):
    report = compute_progress(g)
    assert all(e["terrains"] == ["water"] for e in report["expeditions"])
    for e in report["expeditions"]:
        if e["player"] == p:
            assert e["wins"] == ["water"]  # Gigantic: 8 Water in both Expeditions
            assert any(n["via"] == "regions_are" and g.cdef(n["card"]).name == "The Kraken"
                       for n in e["notes"])
        else:
            assert e["wins"] == []


def test_alt_core_b_yz_17_c_sacrifices_two_characters_and_regions_are_water():
    g, p, _kraken = _kraken_joins("ALT_CORE_B_YZ_17_C", 2)
    _check_water_only(g, p)


def test_alt_core_b_yz_17_r_sacrifices_one_character_and_regions_are_water():
    g, p, _kraken = _kraken_joins("ALT_CORE_B_YZ_17_R", 1)
    _check_water_only(g, p)


def test_alt_core_b_yz_17_r2_sacrifices_two_characters_and_regions_are_water():
    g, p, _kraken = _kraken_joins("ALT_CORE_B_YZ_17_R2", 2)
    _check_water_only(g, p)


def test_alt_core_b_yz_17_c_dusk_uses_and_shows_water_and_forest_strength_does_not_move():
    g, p, kraken = _kraken_joins("ALT_CORE_B_YZ_17_C", 2)
    put(g, 1 - p, "ALT_CORE_B_OR_18_C", Zone.EXPEDITION, Side.HERO)  # 4/4/4
    run_until(g, 1, Phase.NIGHT)
    lines = [e for e in g.log if e.kind == "progress"]
    assert len(lines) == 4 and all("(region: Water)" in line(g, e) for e in lines)
    theirs = next(e for e in lines if e.player == 1 - p and e.data["side"] == "hero")
    assert "fails to move forward" in line(g, theirs)  # Forest and Mountain 4 no longer count


def test_alt_core_b_yz_17_c_regions_are_back_once_it_has_left():
    g, p, kraken = _kraken_joins("ALT_CORE_B_YZ_17_C", 2)
    from altered_tui.engine.zones import move

    move(g, kraken, Zone.RESERVE)
    report = compute_progress(g)
    assert all(e["terrains"] == ["forest", "mountain", "water"] for e in report["expeditions"])
