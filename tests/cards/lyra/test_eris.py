"""Eris: if my Expedition would move forward during Dusk, roll a die: on a 4+ it moves forward
one more region instead (CR 4.2.4.g, 7.3.19, 6.2.b); the rares: on a 1 it doesn't move instead."""

from altered_tui.engine.types import Phase, Side, Zone

from tests.cards.builders import check_facts, fix_dice, progress, put, run_until, start

C, R1, R2 = "ALT_CYCLONE_B_LY_75_C", "ALT_CYCLONE_B_LY_75_R1", "ALT_CYCLONE_B_LY_75_R2"


def _dusk(version: str, die: int) -> tuple[int, bool]:
    """Eris alone in p's hero Expedition, nothing facing it: it wins every terrain at Dusk.
    How far it went, and whether a die was rolled."""
    g, p = start()
    put(g, p, version, Zone.EXPEDITION)
    fix_dice(g, die)
    run_until(g, 1, Phase.NIGHT)
    rolled = any(e.kind == "die" and e.player == p for e in g.log)
    return progress(g, p, Side.HERO), rolled


def test_alt_cyclone_b_ly_75_c_a_4_or_more_moves_it_one_more_region():
    assert _dusk(C, 4) == (2, True)
    assert _dusk(C, 3) == (1, True)
    assert _dusk(C, 1) == (1, True)  # the common has no "on a 1"
    check_facts(C, 6, 6, (5, 5, 5), "LY")


def _rare(version: str, faction: str) -> None:
    assert _dusk(version, 6) == (2, True)
    assert _dusk(version, 2) == (1, True)
    assert _dusk(version, 1) == (0, True)  # it doesn't move
    check_facts(version, 5, 5, (5, 5, 5), faction)


def test_alt_cyclone_b_ly_75_r1_on_a_1_it_does_not_move():
    _rare(R1, "LY")


def test_alt_cyclone_b_ly_75_r2_bravos_version_same_passive():
    _rare(R2, "BR")
