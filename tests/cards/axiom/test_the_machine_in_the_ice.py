"""The Machine in the Ice: when I go to Reserve from anywhere, I am exhausted; {H} send me to
Reserve. Played from Hand it ends in Reserve exhausted, a cheap card for a later Afternoon."""

import pytest

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play, refresh
from tests.cards.builders import (add_mana, hero_exp, opponent_passes, put, ready_again,
                                  send_to_reserve, settle, start)

VERSIONS = ["ALT_ALIZE_B_AX_32_C", "ALT_ALIZE_B_AX_32_R1", "ALT_ALIZE_B_AX_32_R2"]


def _from_hand_ends_in_reserve_exhausted(version: str) -> None:
    g, p = start()
    machine = put(g, p, version)
    play(g, machine)
    settle(g)
    assert machine in g.players[p].reserve and g.cards[machine].has(Status.EXHAUSTED)


def test_alt_alize_b_ax_32_c_from_hand_goes_to_reserve_exhausted():
    _from_hand_ends_in_reserve_exhausted("ALT_ALIZE_B_AX_32_C")


def test_alt_alize_b_ax_32_r1_from_hand_goes_to_reserve_exhausted():
    _from_hand_ends_in_reserve_exhausted("ALT_ALIZE_B_AX_32_R1")


def test_alt_alize_b_ax_32_r2_from_hand_goes_to_reserve_exhausted():
    _from_hand_ends_in_reserve_exhausted("ALT_ALIZE_B_AX_32_R2")


@pytest.mark.parametrize("version", VERSIONS)
def test_alt_alize_b_ax_32_once_readied_it_plays_from_reserve_and_stays(version):
    g, p = start()
    add_mana(g, p, 1)
    machine = put(g, p, version)
    play(g, machine)
    settle(g)
    ready_again(g, machine)  # as the Morning would
    opponent_passes(g, p)
    play(g, machine, src="reserve")
    assert machine in hero_exp(g, p)  # no {H} Reaction from Reserve


@pytest.mark.parametrize("version", VERSIONS)
def test_alt_alize_b_ax_32_sent_to_reserve_from_an_expedition_or_resupplied_it_is_exhausted(version):
    g, p = start()
    machine = put(g, p, version, Zone.EXPEDITION)
    send_to_reserve(g, machine)
    refresh(g)  # the Reaction waiting in Limbo resolves
    settle(g)
    assert machine in g.players[p].reserve and g.cards[machine].has(Status.EXHAUSTED)
    g, p = start()
    top = put(g, p, version, Zone.DECK)
    g.players[p].deck.remove(top)
    g.players[p].deck.insert(0, top)  # the next card Resupplied
    frozen = put(g, p, "ALT_ALIZE_B_AX_41_C")  # Frozen Delivery: Resupply
    play(g, frozen)
    settle(g)
    assert top in g.players[p].reserve and g.cards[top].has(Status.EXHAUSTED)
