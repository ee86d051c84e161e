"""Ordis Carrier: at Noon a Recruit in your Companion Expedition.

Ordis Carrier rares: at Noon, a Recruit in each of your Expeditions (rare) / your Companion Expedition (Yzmir rare)."""

from altered_tui.engine.types import Phase, Side
from altered_tui.engine.zones import ready_orbs

from tests.cards.builders import (
    add_mana,
    play_spell,
    put,
    recruits,
    run_until,
    spell_cost_paid,
    start,
)


def test_alt_core_b_or_30_c_creates_a_recruit_in_the_companion_expedition_at_noon():
    g, p = start()
    carrier = put(g, p, "ALT_CORE_B_OR_30_C")
    before = len(ready_orbs(g, p))
    play_spell(g, carrier)
    assert carrier in g.players[p].landmarks and before - len(ready_orbs(g, p)) == 3
    assert recruits(g, p, Side.COMPANION) == []
    run_until(g, 2, Phase.AFTERNOON)
    assert carrier in g.players[p].landmarks  # Landmarks stay through the Night
    assert len(recruits(g, p, Side.COMPANION)) == 1 and recruits(g, p, Side.HERO) == []
    assert recruits(g, 1 - p, Side.COMPANION) == []


def _carrier(card_id, cost):
    g, p = start()
    add_mana(g, p, 2)
    carrier = put(g, p, card_id)
    assert spell_cost_paid(g, p, carrier) == cost and carrier in g.players[p].landmarks
    run_until(g, 2, Phase.AFTERNOON)
    assert recruits(g, 1 - p, Side.HERO) == [] and recruits(g, 1 - p, Side.COMPANION) == []
    return len(recruits(g, p, Side.HERO)), len(recruits(g, p, Side.COMPANION))


def test_alt_core_b_or_30_r_creates_a_recruit_in_each_of_your_expeditions_at_noon():
    assert _carrier("ALT_CORE_B_OR_30_R", 5) == (1, 1)


def test_alt_core_b_or_30_r2_creates_a_recruit_in_your_companion_expedition_at_noon():
    assert _carrier("ALT_CORE_B_OR_30_R2", 3) == (0, 1)
