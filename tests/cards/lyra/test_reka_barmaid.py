"""Reka Barmaid: At Dusk, if I'm In Contact (another player's Expedition in my region; README
ruling), I gain 1 boost (CR 4.2.4.a, 2.5). R1 and Yzmir R2 also: support {D}, the next
Character you play this turn gains 1 boost (CR 2.2.11.i)."""

from altered_tui.engine.types import Phase, Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import SKALD, check_facts, put, run_until, start


def _dusk_boosts(version: str, contact: bool) -> int:
    g, p = start()
    barmaid = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    if not contact:
        g.players[1 - p].positions[Side.HERO] = 1  # their hero Expedition has left my region
    run_until(g, 1, Phase.NIGHT)
    return sum(e.data["count"] for e in g.log if e.kind == "boost" and e.data["card"] == barmaid)


def _next_character_boosted(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    act(g, f"use {g.cdef(me).name}#{me} s1")
    assert me in g.players[p].discard
    skald = put(g, p, SKALD)
    play(g, skald)
    assert g.cards[skald].boosts == 1


def test_alt_duster_b_ly_89_c_at_dusk_gains_a_boost_only_in_contact():
    assert _dusk_boosts("ALT_DUSTER_B_LY_89_C", True) == 1
    assert _dusk_boosts("ALT_DUSTER_B_LY_89_C", False) == 0
    check_facts("ALT_DUSTER_B_LY_89_C", 2, 2, (0, 2, 2), "LY")


def test_alt_duster_b_ly_89_r1_in_contact_boost_and_support_boosts_the_next_character():
    assert _dusk_boosts("ALT_DUSTER_B_LY_89_R1", True) == 1
    assert _dusk_boosts("ALT_DUSTER_B_LY_89_R1", False) == 0
    _next_character_boosted("ALT_DUSTER_B_LY_89_R1")
    check_facts("ALT_DUSTER_B_LY_89_R1", 2, 2, (2, 2, 2), "LY")


def test_alt_duster_b_ly_89_r2_in_contact_boost_and_support_boosts_the_next_character():
    assert _dusk_boosts("ALT_DUSTER_B_LY_89_R2", True) == 1
    assert _dusk_boosts("ALT_DUSTER_B_LY_89_R2", False) == 0
    _next_character_boosted("ALT_DUSTER_B_LY_89_R2")
    check_facts("ALT_DUSTER_B_LY_89_R2", 2, 2, (2, 2, 2), "YZ")
