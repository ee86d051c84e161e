"""Rocket Puffin: {J} you may ready an exhausted card in Reserve (the rares: if you do, I gain
1 boost)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, pick, put, start


def _exhausted_in_reserve(g, player):
    cid = put(g, player, AMELIA, Zone.RESERVE)
    g.cards[cid].status |= Status.EXHAUSTED
    return cid


def _puffin_readies(version: str, whose_card: str):
    g, p = start()
    owner = p if whose_card == "mine" else 1 - p
    cold = _exhausted_in_reserve(g, owner)
    puffin = put(g, p, version)
    play(g, puffin)
    assert g.pending.kind == "may" and options(g) == ["yes", "no"]
    act(g, "yes")
    if g.pending is not None and g.pending.player == p and g.pending.kind in ("target", "choose"):
        pick(g, cold)
    assert not g.cards[cold].has(Status.EXHAUSTED)
    return g, p, puffin


def test_alt_alize_b_ax_33_c_readies_an_exhausted_card_in_my_reserve():
    g, p, puffin = _puffin_readies("ALT_ALIZE_B_AX_33_C", "mine")
    assert g.cards[puffin].boosts == 0  # the common has no boost


def test_alt_alize_b_ax_33_c_may_ready_a_card_in_the_opponents_reserve_too():
    _puffin_readies("ALT_ALIZE_B_AX_33_C", "theirs")


def test_alt_alize_b_ax_33_r1_readies_and_then_gains_a_boost():
    g, p, puffin = _puffin_readies("ALT_ALIZE_B_AX_33_R1", "mine")
    assert g.cards[puffin].boosts == 1


def test_alt_alize_b_ax_33_r2_readies_and_then_gains_a_boost():
    g, p, puffin = _puffin_readies("ALT_ALIZE_B_AX_33_R2", "theirs")
    assert g.cards[puffin].boosts == 1


def test_alt_alize_b_ax_33_r1_without_an_exhausted_card_there_is_nothing_to_do_and_no_boost():
    g, p = start()
    ready_card = put(g, p, AMELIA, Zone.RESERVE)
    puffin = put(g, p, "ALT_ALIZE_B_AX_33_R1")
    play(g, puffin)
    if g.pending is not None and g.pending.kind == "may":
        assert options(g) == ["no"]  # 'if you do' can't follow a ready that can't happen (CR 6.5.f)
        act(g, "no")
    assert g.cards[puffin].boosts == 0 and not g.cards[ready_card].has(Status.EXHAUSTED)
