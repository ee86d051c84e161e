"""Diocles, Chariot Racer: I can't be played into an Expedition on its starting region (CR
7.5.2.a); {J} my Expedition moves backwards one region (CR 7.3.16); when I leave the
Expedition zone (Rest included), my Expedition moves forward one region (CR 7.3.17). R1: I
cost {3} more played in a starting region instead. R2: as R1."""

from altered_tui.engine.types import Phase, Side

from tests.abilities.support import options, play
from tests.cards.builders import add_mana, facts, paid_to_play, progress, put, run_until, settle, start


def _offered(g, cid: int) -> list[str]:
    return sorted(o.rsplit("-> ", 1)[1] for o in options(g) if f"#{cid}@" in o)


def _race(version: str, extra: int = 0) -> None:
    """From region 1 of the Hero side: back to 0 as I join, forward to 1 as I Rest."""
    g, p = start()
    add_mana(g, p, extra)
    g.players[p].positions[Side.HERO] = 1
    me = put(g, p, version)
    assert "hero" in _offered(g, me)
    assert paid_to_play(g, p, me, side="hero") == 3
    settle(g)
    assert progress(g, p, Side.HERO) == 0
    run_until(g, 2, Phase.MORNING)
    assert me in g.players[p].reserve  # it Rested
    assert progress(g, p, Side.HERO) >= 1  # moved forward as it left (and maybe at Dusk)


def test_alt_duster_b_ly_93_c_not_in_a_starting_region_backwards_then_forward():
    g, p = start()
    me = put(g, p, "ALT_DUSTER_B_LY_93_C")
    assert _offered(g, me) == []  # both Expeditions are on their starting regions
    g.players[p].positions[Side.COMPANION] = 6
    from tests.abilities.support import refresh
    refresh(g)
    assert _offered(g, me) == ["companion"]
    _race("ALT_DUSTER_B_LY_93_C")
    facts("ALT_DUSTER_B_LY_93_C", 3, 3, (4, 4, 0), "LY")


def test_alt_duster_b_ly_93_r1_three_more_in_a_starting_region():
    g, p = start()
    add_mana(g, p, 3)
    me = put(g, p, "ALT_DUSTER_B_LY_93_R1")
    assert paid_to_play(g, p, me, side="hero") == 6
    settle(g)
    assert progress(g, p, Side.HERO) == 0  # nothing behind the start
    _race("ALT_DUSTER_B_LY_93_R1")
    facts("ALT_DUSTER_B_LY_93_R1", 3, 3, (4, 4, 0), "LY")


def test_alt_duster_b_ly_93_r2_three_more_in_a_starting_region():
    g, p = start()
    add_mana(g, p, 3)
    me = put(g, p, "ALT_DUSTER_B_LY_93_R2")
    assert paid_to_play(g, p, me, side="hero") == 6
    settle(g)
    assert progress(g, p, Side.HERO) == 0  # nothing behind the start
    _race("ALT_DUSTER_B_LY_93_R2")
    facts("ALT_DUSTER_B_LY_93_R2", 3, 3, (4, 4, 0), "BR")
