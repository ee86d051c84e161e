"""Bravos Tracer (Axiom rare): {J} I gain Fleeting."""

from altered_tui.cards.models import Faction

from tests.cards_axiom_bravos_core.helpers import (Status, card, new_game, play, put, ready_mana,
                                                   stats)


def test_alt_core_b_br_07_r2_joins_fleeting():
    assert card("ALT_CORE_B_BR_07_R2").faction is Faction.AX
    g, p = new_game()
    cid = put(g, p, "ALT_CORE_B_BR_07_R2")
    play(g, cid)
    assert ready_mana(g, p) == 1 and stats(g, cid) == (3, 3, 3)
    assert g.cards[cid].has(Status.FLEETING)
