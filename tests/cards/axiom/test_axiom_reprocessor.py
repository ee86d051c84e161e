"""Axiom Reprocessor: At Noon — Resupply.

Axiom Reprocessor rares: R: {J} Resupply and at Noon Resupply; R2: at Noon Resupply."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, advance_to_noon, put, ready_mana, start
from tests.log_text import caused_by


REPROCESSOR = "ALT_CORE_B_AX_25_C"


def test_alt_core_b_ax_25_c_resupplies_at_noon():
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, REPROCESSOR)
    play(g, cid)  # Hand Cost 4
    assert cid in g.players[p].landmarks
    seen = {}
    advance_to_noon(g, before_noon=lambda g: seen.update(top=g.players[p].deck[0]))
    assert seen["top"] in g.players[p].reserve
    assert any(e.kind == "resupply" and caused_by(g, e, "reaction", "Axiom Reprocessor") and e.day == 2
               for e in g.log)


def test_alt_core_b_ax_25_c_in_reserve_does_not_resupply():
    g, p = start()
    put(g, p, REPROCESSOR, Zone.RESERVE)
    advance_to_noon(g)
    assert not any(caused_by(g, e, "reaction", "Axiom Reprocessor") for e in g.log)


def _resupplies(g, p):
    return [e for e in g.log if e.kind == "resupply" and e.player == p]


def test_alt_core_b_ax_25_r_resupplies_when_it_joins_and_at_noon():
    g, p = start()
    add_mana(g, p, 1)
    top = g.players[p].deck[0]
    rep = put(g, p, "ALT_CORE_B_AX_25_R")
    play(g, rep)
    assert ready_mana(g, p) == 0 and rep in g.players[p].landmarks
    assert g.players[p].reserve == [top]
    assert len(_resupplies(g, p)) == 1
    advance_to_noon(g)
    assert len(_resupplies(g, p)) == 2


def test_alt_core_b_ax_25_r2_resupplies_at_noon_only():
    g, p = start()
    add_mana(g, p, 1)
    play(g, put(g, p, "ALT_CORE_B_AX_25_R2"))
    assert g.players[p].reserve == [] and _resupplies(g, p) == []
    advance_to_noon(g)
    assert len(_resupplies(g, p)) == 1
