"""Priya, Bravos Signaler: when my Expedition moves forward, create an Aerolith token in your
Landmarks (rares: Tough 1 too)."""

from altered_tui.engine.characteristics import keyword_value
from altered_tui.engine.types import Phase, Side, Zone

from tests.abilities.support import act
from tests.cards.builders import check_facts, progress, put, run_until, start


def _aeroliths(g, p):
    return [c for c in g.players[p].landmarks if g.cards[c].token and g.cdef(c).name == "Aerolith"]


def _moves_forward(version, tough, st, faction):
    g, p = start()
    priya = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    assert keyword_value(g, priya, "tough") == tough
    act(g, "pass")
    act(g, "pass")
    run_until(g, 1, Phase.NIGHT)
    assert progress(g, p, Side.HERO) == 1  # it moved forward at Dusk
    assert len(_aeroliths(g, p)) == 1 and _aeroliths(g, 1 - p) == []
    check_facts(version, 4, 4, st, faction)


def test_alt_cyclone_b_br_74_c_moving_forward_creates_an_aerolith():
    _moves_forward("ALT_CYCLONE_B_BR_74_C", 0, (3, 5, 5), "BR")


def test_alt_cyclone_b_br_74_r1_tough_and_moving_forward_creates_an_aerolith():
    _moves_forward("ALT_CYCLONE_B_BR_74_R1", 1, (5, 5, 5), "BR")


def test_alt_cyclone_b_br_74_r2_tough_and_moving_forward_creates_an_aerolith():
    _moves_forward("ALT_CYCLONE_B_BR_74_R2", 1, (5, 5, 5), "AX")
