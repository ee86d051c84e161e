"""Ascended Trooper: if I'm in an Ascended Expedition I gain 1 boost, otherwise my Expedition
Ascends ({H} on the common, {J} on the rares)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, back_to, check_facts, put, settle, start


def _two(version, src="hand"):
    g, p = start()
    add_mana(g, p, 4)
    first = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, first, side="companion", src=src)
    settle(g)
    back_to(g, p)
    second = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, second, side="companion", src=src)
    settle(g)
    return g, p, first, second


def test_alt_cyclone_b_or_67_c_ascends_then_the_next_one_gains_a_boost():
    g, p, first, second = _two("ALT_CYCLONE_B_OR_67_C")
    assert g.ascended == [(p, Side.COMPANION)]
    assert g.cards[first].boosts == 0 and g.cards[second].boosts == 1
    g, p, first, second = _two("ALT_CYCLONE_B_OR_67_C", "reserve")
    assert g.ascended == [] and g.cards[second].boosts == 0  # {H} only
    check_facts("ALT_CYCLONE_B_OR_67_C", 2, 2, (2, 2, 2), "OR")


def test_alt_cyclone_b_or_67_r1_works_from_reserve():
    g, p, first, second = _two("ALT_CYCLONE_B_OR_67_R1", "reserve")
    assert g.ascended == [(p, Side.COMPANION)] and g.cards[second].boosts == 1
    check_facts("ALT_CYCLONE_B_OR_67_R1", 2, 2, (2, 2, 2), "OR")


def test_alt_cyclone_b_or_67_r2_works_from_reserve():
    g, p, first, second = _two("ALT_CYCLONE_B_OR_67_R2", "reserve")
    assert g.ascended == [(p, Side.COMPANION)] and g.cards[second].boosts == 1
    check_facts("ALT_CYCLONE_B_OR_67_R2", 2, 2, (2, 2, 2), "MU")
