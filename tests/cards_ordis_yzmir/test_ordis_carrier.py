"""Ordis Carrier: at Noon a Recruit in your Companion Expedition."""

from altered_tui.engine.types import Phase

from tests.cards_ordis_yzmir.helpers import Side, Zone, play_spell, put, ready_orbs, recruits, run_until, start


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
