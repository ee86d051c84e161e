"""Open the Gates (rare): four Recruits distributed among your Expeditions.

Open the Gates: common, two Recruits in each of your Expeditions; Axiom rare, a Brassbug in each."""

from altered_tui.engine.types import Side
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act
from tests.cards.builders import (
    add_mana,
    play_spell,
    put,
    recruits,
    spell_cost_paid,
    start,
    tokens_named,
)


def test_alt_core_b_or_26_r_creates_four_recruits_where_you_choose():
    g, p = start()
    add_mana(g, p, 2)
    gates = put(g, p, "ALT_CORE_B_OR_26_R")
    before = len(ready_orbs(g, p))
    play_spell(g, gates)
    assert before - len(ready_orbs(g, p)) == 5
    # "among any number of target Expeditions": any player's (README: tokens in target Expedition)
    for where in ("hero yours", "companion yours", "hero yours", "companion theirs"):
        assert g.pending.kind == "expedition" and g.pending.player == p
        act(g, f"expedition -> {where}")
    assert len(recruits(g, p, Side.HERO)) == 2 and len(recruits(g, p, Side.COMPANION)) == 1
    [theirs] = recruits(g, 1 - p, Side.COMPANION)
    assert g.cards[theirs].controller == 1 - p and g.cards[theirs].owner == p
    assert gates in g.players[p].reserve  # not Fleeting when played from hand


def test_alt_core_b_or_26_c_creates_two_recruits_in_each_of_your_expeditions():
    g, p = start()
    add_mana(g, p, 2)
    gates = put(g, p, "ALT_CORE_B_OR_26_C")
    assert spell_cost_paid(g, p, gates) == 5
    assert len(recruits(g, p, Side.HERO)) == 2 and len(recruits(g, p, Side.COMPANION)) == 2
    assert recruits(g, 1 - p, Side.HERO) == [] and gates in g.players[p].reserve


def test_alt_core_b_or_26_r2_creates_a_brassbug_in_each_of_your_expeditions():
    g, p = start()
    add_mana(g, p, 1)
    gates = put(g, p, "ALT_CORE_B_OR_26_R2")
    assert spell_cost_paid(g, p, gates) == 4
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1
    assert recruits(g, p, Side.HERO) == []
