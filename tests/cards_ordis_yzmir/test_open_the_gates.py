"""Open the Gates (rare): four Recruits distributed among your Expeditions."""

from tests.cards_ordis_yzmir.helpers import Side, act, add_mana, play_spell, put, ready_orbs, recruits, start


def test_alt_core_b_or_26_r_creates_four_recruits_where_you_choose():
    g, p = start()
    add_mana(g, p, 2)
    gates = put(g, p, "ALT_CORE_B_OR_26_R")
    before = len(ready_orbs(g, p))
    play_spell(g, gates)
    assert before - len(ready_orbs(g, p)) == 5
    for side in ("hero", "companion", "hero", "hero"):
        assert g.pending.kind == "expedition" and g.pending.player == p
        act(g, f"expedition -> {side}")
    assert len(recruits(g, p, Side.HERO)) == 3 and len(recruits(g, p, Side.COMPANION)) == 1
    assert gates in g.players[p].reserve  # not Fleeting when played from hand
