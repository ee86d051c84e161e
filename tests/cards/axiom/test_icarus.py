"""Icarus: Scout 1 (CR 7.4.5). The common and the Yzmir rare ready every card in their
player's Reserve as they join; the Axiom rare, ready in Reserve, lets its player play
exhausted cards from there (a support passive, CR 2.2.11.i-j, an exception to 2.4.5.c)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, refresh
from tests.cards.builders import (
    AMELIA, FOUNDRY_MECHANIC, add_mana, can_play, put, ready_mana, settle, start,
)


def _scouted_and_readied(version: str) -> None:
    g, p = start()
    tired = put(g, p, FOUNDRY_MECHANIC, Zone.RESERVE)
    g.cards[tired].status |= Status.EXHAUSTED
    theirs = put(g, 1 - p, FOUNDRY_MECHANIC, Zone.RESERVE)
    g.cards[theirs].status |= Status.EXHAUSTED
    icarus = put(g, p, version)
    before = ready_mana(g, p)
    act(g, f"play Icarus#{icarus}@hand -> hero scout")
    settle(g)
    assert before - ready_mana(g, p) == 1  # its Scout cost, not its Hand Cost of 4
    assert not g.cards[tired].has(Status.EXHAUSTED)  # {J}: all cards in your Reserve
    assert g.cards[theirs].has(Status.EXHAUSTED)  # not the other player's
    assert g.cards[icarus].zone is Zone.RESERVE  # the Scout's {H}: sent to Reserve


def test_alt_bise_b_ax_56_c_scouts_for_1_and_readies_your_reserve():
    _scouted_and_readied("ALT_BISE_B_AX_56_C")


def test_alt_bise_b_ax_56_r2_scouts_for_1_and_readies_your_reserve():
    _scouted_and_readied("ALT_BISE_B_AX_56_R2")


def test_alt_bise_b_ax_56_r1_lets_you_play_exhausted_cards_from_reserve_while_ready():
    g, p = start()
    add_mana(g, p, 3)
    tired = put(g, p, AMELIA, Zone.RESERVE)
    g.cards[tired].status |= Status.EXHAUSTED
    refresh(g)
    assert not can_play(g, tired)  # CR 2.4.5.c
    icarus = put(g, p, "ALT_BISE_B_AX_56_R1", Zone.RESERVE)
    assert can_play(g, tired)
    g.cards[icarus].status |= Status.EXHAUSTED  # CR 2.2.11.j: no support abilities
    refresh(g)
    assert not can_play(g, tired)
    g.cards[icarus].status &= ~Status.EXHAUSTED
    refresh(g)
    act(g, next(o for o in options(g) if o.startswith(f"play Amelia Earhart#{tired}@reserve")))
    assert g.cards[tired].zone is Zone.EXPEDITION
