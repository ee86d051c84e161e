"""Brassbug Hive: {J} and at Noon, create a Brassbug Robot token in target Expedition.
Rare: when a Robot joins your Expeditions, it gains 1 boost.

Brassbug Hive (Yzmir rare): {J} and at Noon, create a Brassbug in target Expedition."""

from altered_tui.cards.models import Faction
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    add_mana,
    advance_to_noon,
    answer,
    card,
    put,
    ready_mana,
    start,
    tokens_named,
)


HIVE_C, HIVE_R = "ALT_CORE_B_AX_30_C", "ALT_CORE_B_AX_30_R"
AMELIA = "ALT_CORE_B_AX_11_C"


def _play_hive(version: str, extra_mana: int):
    g, p = start()
    add_mana(g, p, extra_mana)
    hive = put(g, p, version)
    play(g, hive)
    assert ready_mana(g, p) == 0
    answer(g, "expedition -> companion yours")
    return g, p, hive


def test_alt_core_b_ax_30_c_joins_with_a_brassbug_and_makes_one_each_noon():
    g, p, hive = _play_hive(HIVE_C, 2)  # Hand Cost 5
    [first] = tokens_named(g, p, "Brassbug", Side.COMPANION)
    assert g.cards[first].boosts == 0
    advance_to_noon(g, stop=lambda g: g.pending.kind == "expedition" and g.pending.player == p)
    answer(g, "expedition -> hero yours")
    [second] = tokens_named(g, p, "Brassbug", Side.HERO)
    assert g.cards[second].boosts == 0


def test_alt_core_b_ax_30_r_costs_six_and_its_robots_gain_a_boost():
    g, p, hive = _play_hive(HIVE_R, 3)  # Hand Cost 6
    [first] = tokens_named(g, p, "Brassbug", Side.COMPANION)
    assert g.cards[first].boosts == 1
    advance_to_noon(g, stop=lambda g: g.pending.kind == "expedition" and g.pending.player == p)
    answer(g, "expedition -> hero yours")
    [second] = tokens_named(g, p, "Brassbug", Side.HERO)
    assert g.cards[second].boosts == 1


def test_alt_core_b_ax_30_r_only_robots_gain_the_boost():
    g, p = start()
    put(g, p, HIVE_R, Zone.LANDMARKS)
    amelia = put(g, p, AMELIA)
    play(g, amelia)
    assert g.cards[amelia].boosts == 0


def test_alt_core_b_ax_30_r2_creates_a_brassbug_when_it_joins_and_at_noon():
    assert card("ALT_CORE_B_AX_30_R2").faction is Faction.YZ
    g, p = start()
    add_mana(g, p, 2)
    hive = put(g, p, "ALT_CORE_B_AX_30_R2")
    play(g, hive)
    assert ready_mana(g, p) == 0
    answer(g, "expedition -> hero yours")
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1
    advance_to_noon(g, stop=lambda g: g.pending.kind == "expedition" and g.pending.player == p)
    answer(g, "expedition -> companion yours")
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1
