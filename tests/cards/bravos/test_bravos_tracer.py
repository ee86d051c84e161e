"""Bravos Tracer: {J} I gain Fleeting (if I would be sent to Reserve, I'm discarded instead).

Bravos Tracer (Axiom rare): {J} I gain Fleeting."""

from altered_tui.cards.models import Faction
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Status

from tests.abilities.support import play
from tests.cards.builders import advance_to_noon, card, put, ready_mana, rest_outcome, start


def test_alt_core_b_br_07_c_gains_fleeting_from_hand_and_is_discarded_at_rest():
    _tracer("ALT_CORE_B_BR_07_C", (3, 3, 3))


def test_alt_core_b_br_07_r_gains_fleeting_from_hand_and_is_discarded_at_rest():
    _tracer("ALT_CORE_B_BR_07_R", (4, 3, 4))


def _tracer(version, printed):
    g, p = start()
    cid = put(g, p, version)
    play(g, cid)
    assert ready_mana(g, p) == 1  # Hand Cost 2
    assert g.cards[cid].has(Status.FLEETING)
    assert stats(g, cid) == printed and cid in g.players[p].expeditions[Side.HERO]
    advance_to_noon(g)  # Rest sends Characters to Reserve: a Fleeting one is discarded
    assert rest_outcome(g, cid) == "discard"


def test_alt_core_b_br_07_r2_joins_fleeting():
    assert card("ALT_CORE_B_BR_07_R2").faction is Faction.AX
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_BR_07_R2")
    play(g, cid)
    assert ready_mana(g, p) == 1 and stats(g, cid) == (3, 3, 3)
    assert g.cards[cid].has(Status.FLEETING)
