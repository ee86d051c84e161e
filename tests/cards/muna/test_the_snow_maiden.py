"""The Snow Maiden: {H} target opponent may do an exhausted Resupply (the R1: twice, asked
each time)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, put, start


def _played(version: str, src: str = "hand"):
    g, p = start()
    add_mana(g, p, 3)
    maiden = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, maiden, src=src)
    return g, p


def _opponent_may_resupply_exhausted(version: str) -> None:
    g, p = _played(version)
    top = g.players[1 - p].deck[0]
    assert g.pending.kind == "may" and g.pending.player == 1 - p  # the opponent decides
    act(g, "yes")
    assert top in g.players[1 - p].reserve and g.cards[top].has(Status.EXHAUSTED)


def test_alt_alize_b_mu_39_c_the_opponent_may_resupply_exhausted():
    _opponent_may_resupply_exhausted("ALT_ALIZE_B_MU_39_C")


def test_alt_alize_b_mu_39_c_declined_nothing_happens_and_not_from_reserve():
    g, p = _played("ALT_ALIZE_B_MU_39_C")
    before = list(g.players[1 - p].reserve)
    act(g, "no")
    assert g.players[1 - p].reserve == before
    g, p = _played("ALT_ALIZE_B_MU_39_C", src="reserve")
    assert g.pending.kind != "may"


def test_alt_alize_b_mu_39_r1_asked_twice():
    g, p = _played("ALT_ALIZE_B_MU_39_R1")
    first, second = g.players[1 - p].deck[:2]
    act(g, "yes")
    assert first in g.players[1 - p].reserve
    assert g.pending.kind == "may" and g.pending.player == 1 - p
    act(g, "no")
    assert second not in g.players[1 - p].reserve and g.cards[first].has(Status.EXHAUSTED)


def test_alt_alize_b_mu_39_r2_the_opponent_may_resupply_exhausted():
    _opponent_may_resupply_exhausted("ALT_ALIZE_B_MU_39_R2")
