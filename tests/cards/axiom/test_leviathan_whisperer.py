"""Leviathan Whisperer (the Axiom versions; the other factions' are in their own folders):
{J} the next Leviathan you play this Afternoon costs {2} less; the rare: it also gains 1
boost (CR 2.2.14, 5.1.2.e)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    TROOPER, add_mana, back_to, card, check_facts, put, ready_mana, settle, start,
)

LUCAN = "ALT_CYCLONE_B_AX_74_C"  # a Leviathan, Hand Cost 5 (Gigantic)


def _next_leviathan(version: str, faction: str) -> None:
    check_facts(version, 2, 2, (2, 2, 2), faction)
    g, p = start()
    add_mana(g, p, 4)
    whisperer = put(g, p, version)
    play(g, whisperer)
    settle(g)
    back_to(g, p)
    trooper = put(g, p, TROOPER)  # not a Leviathan: full cost, the effect waits
    before = ready_mana(g, p)
    play(g, trooper)
    settle(g)
    assert before - ready_mana(g, p) == 1
    back_to(g, p)
    lucan = put(g, p, LUCAN)
    before = ready_mana(g, p)
    play(g, lucan)
    assert before - ready_mana(g, p) == 3  # {5} - {2}
    while g.pending.kind in ("reaction", "may"):
        act(g, "no" if "no" in options(g) else options(g)[0])
    assert g.cards[lucan].boosts == (1 if card(version).rarity.value == "rare" else 0)
    assert g.cards[lucan].zone is Zone.EXPEDITION


def test_alt_cyclone_p_ax_84_c_the_next_leviathan_costs_2_less():
    _next_leviathan("ALT_CYCLONE_P_AX_84_C", "AX")


def test_alt_cyclone_p_ax_84_r1_the_next_leviathan_costs_2_less_and_gains_a_boost():
    _next_leviathan("ALT_CYCLONE_P_AX_84_R1", "AX")

