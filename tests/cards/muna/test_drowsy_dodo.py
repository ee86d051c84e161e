"""Drowsy Dodo: {J} I gain Asleep; when a Character joins the Expedition facing me, you may
have me lose Asleep (rares: I gain 1 boost instead)."""

from altered_tui.engine.types import Status

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, check_facts, opponent_joins_facing, put, settle, start

C, R1, R2 = "ALT_CYCLONE_B_MU_72_C", "ALT_CYCLONE_B_MU_72_R1", "ALT_CYCLONE_B_MU_72_R2"


def _asleep_then_faced(version: str):
    g, p = start()
    dodo = put(g, p, version)
    add_mana(g, p, 2)
    play(g, dodo)
    settle(g)
    assert g.cards[dodo].has(Status.ASLEEP)
    opponent_joins_facing(g, p)
    settle(g)
    return g, dodo


def test_alt_cyclone_b_mu_72_c_wakes_up_when_a_character_faces_it():
    g, dodo = _asleep_then_faced(C)
    assert g.pending.kind == "may"
    act(g, "yes")
    assert not g.cards[dodo].has(Status.ASLEEP)
    check_facts(C, 2, 2, (3, 3, 2), "MU")


def test_alt_cyclone_b_mu_72_r1_gains_a_boost_when_a_character_faces_it_and_sleeps_on():
    g, dodo = _asleep_then_faced(R1)
    assert g.cards[dodo].boosts == 1 and g.cards[dodo].has(Status.ASLEEP)
    check_facts(R1, 2, 2, (2, 2, 2), "MU")


def test_alt_cyclone_b_mu_72_r2_gains_a_boost_when_a_character_faces_it_and_sleeps_on():
    g, dodo = _asleep_then_faced(R2)
    assert g.cards[dodo].boosts == 1 and g.cards[dodo].has(Status.ASLEEP)
    check_facts(R2, 2, 2, (2, 2, 2), "OR")
