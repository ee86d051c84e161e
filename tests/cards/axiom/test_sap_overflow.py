"""Sap Overflow, a Fleeting Spell: discard target Character in play or in Reserve. Rares,
choose one: that, or spend 1 counter from a card you control or in your Reserve to discard
target Permanent."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    AMELIA, REPROCESSOR, add_mana, boosted, choose, pick_if_asked, put, start,
)


def _cast(version: str):
    g, p = start()
    add_mana(g, p, 1)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    landmark = put(g, 1 - p, REPROCESSOR, Zone.LANDMARKS)
    overflow = put(g, p, version)
    play(g, overflow)
    return g, p, overflow, theirs, landmark


def _mode(g, n: int) -> None:
    act(g, next(o for o in options(g) if o.startswith(f"mode {n}")))


def test_alt_bise_b_ax_59_c_discards_a_character_from_a_reserve():
    g, p, overflow, theirs, landmark = _cast("ALT_BISE_B_AX_59_C")
    pick_if_asked(g, theirs)
    assert g.cards[theirs].zone is Zone.DISCARD and g.cards[landmark].zone is Zone.LANDMARKS
    assert overflow in g.players[p].discard  # Fleeting


def _rare(version: str) -> None:
    g, p, overflow, theirs, landmark = _cast(version)
    assert len(options(g)) == 1  # no counter to spend: only the Character mode
    _mode(g, 2)
    pick_if_asked(g, theirs)
    assert g.cards[theirs].zone is Zone.DISCARD

    g, p = start()
    add_mana(g, p, 1)
    spare = boosted(g, p, AMELIA, Zone.RESERVE, boosts=1)
    landmark = put(g, 1 - p, REPROCESSOR, Zone.LANDMARKS)
    overflow = put(g, p, version)
    play(g, overflow)
    _mode(g, 1)
    choose(g, spare)
    assert g.cards[spare].boosts == 0
    pick_if_asked(g, landmark)
    assert g.cards[landmark].zone is Zone.DISCARD and overflow in g.players[p].discard


def test_alt_bise_b_ax_59_r1_spends_a_counter_to_discard_a_permanent_or_discards_a_character():
    _rare("ALT_BISE_B_AX_59_R1")


def test_alt_bise_b_ax_59_r2_spends_a_counter_to_discard_a_permanent_or_discards_a_character():
    _rare("ALT_BISE_B_AX_59_R2")
