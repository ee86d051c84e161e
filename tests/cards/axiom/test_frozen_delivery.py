"""Frozen Delivery: the common has Cooldown and Resupplies; the rares Resupply exhausted."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import put, start


def test_alt_alize_b_ax_41_c_resupplies_then_goes_to_reserve_exhausted_by_cooldown():
    g, p = start()
    spell = put(g, p, "ALT_ALIZE_B_AX_41_C")
    top = g.players[p].deck[0]
    play(g, spell)
    reserve = g.players[p].reserve
    assert top in reserve and not g.cards[top].has(Status.EXHAUSTED)  # a plain Resupply
    assert spell in reserve and g.cards[spell].has(Status.EXHAUSTED)  # CR 7.4.1.b


def _resupplies_exhausted_and_goes_to_reserve_ready(version: str) -> None:
    g, p = start()
    spell = put(g, p, version)
    top = g.players[p].deck[0]
    play(g, spell)
    reserve = g.players[p].reserve
    assert top in reserve and g.cards[top].has(Status.EXHAUSTED)  # CR 7.3.11
    assert spell in reserve and not g.cards[spell].has(Status.EXHAUSTED)  # no Cooldown


def test_alt_alize_b_ax_41_r1_resupplies_exhausted_and_goes_to_reserve_ready():
    _resupplies_exhausted_and_goes_to_reserve_ready("ALT_ALIZE_B_AX_41_R1")


def test_alt_alize_b_ax_41_r2_resupplies_exhausted_and_goes_to_reserve_ready():
    _resupplies_exhausted_and_goes_to_reserve_ready("ALT_ALIZE_B_AX_41_R2")


def test_alt_alize_b_ax_41_c_from_reserve_is_discarded_and_resupplies():
    g, p = start()
    spell = put(g, p, "ALT_ALIZE_B_AX_41_C", Zone.RESERVE)
    top = g.players[p].deck[0]
    play(g, spell, src="reserve")
    assert spell in g.players[p].discard and top in g.players[p].reserve
