"""Migratory Crane: when a Character joins the Expedition facing me, you may have me switch
Expeditions (CR 7.3.28)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import check_facts, opponent_joins_facing, put, settle, start

C, R1, R2 = "ALT_CYCLONE_B_MU_71_C", "ALT_CYCLONE_B_MU_71_R1", "ALT_CYCLONE_B_MU_71_R2"


def _faced(version: str, answer: str, side: str = "hero"):
    g, p = start()
    crane = put(g, p, version, Zone.EXPEDITION)
    opponent_joins_facing(g, p, side)
    settle(g)
    if g.pending.kind == "may":
        act(g, answer)
    return g, crane


def test_alt_cyclone_b_mu_71_c_may_switch_expeditions_when_a_character_faces_it():
    g, crane = _faced(C, "yes")
    assert g.cards[crane].side is Side.COMPANION
    g, crane = _faced(C, "no")
    assert g.cards[crane].side is Side.HERO
    g, crane = _faced(C, "yes", side="companion")  # not facing me: nothing asked
    assert g.cards[crane].side is Side.HERO
    check_facts(C, 2, 2, (2, 1, 1), "MU")


def test_alt_cyclone_b_mu_71_r1_may_switch_expeditions_when_a_character_faces_it():
    g, crane = _faced(R1, "yes")
    assert g.cards[crane].side is Side.COMPANION
    check_facts(R1, 2, 2, (2, 2, 2), "MU")


def test_alt_cyclone_b_mu_71_r2_may_switch_expeditions_when_a_character_faces_it():
    g, crane = _faced(R2, "yes")
    assert g.cards[crane].side is Side.COMPANION
    check_facts(R2, 2, 2, (2, 2, 2), "OR")
