"""Bugfix: Cooldown (CR 7.4.1); you may spend 1 counter from a card you control or in your
Reserve to create a Brassbug Robot token in target Expedition."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    AMELIA, add_mana, answer, boosted, choose, put, start, tokens_named,
)


def _fixed(version: str) -> None:
    g, p = start()
    spare = boosted(g, p, AMELIA, Zone.RESERVE, boosts=1)
    bugfix = put(g, p, version)
    add_mana(g, p, 2)
    play(g, bugfix)
    act(g, "yes")
    choose(g, spare)
    answer(g, "expedition -> companion yours")
    assert g.cards[spare].boosts == 0
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1
    assert g.cards[bugfix].zone is Zone.RESERVE and g.cards[bugfix].has(Status.EXHAUSTED)


def _no_counter_no_bug(version: str) -> None:
    g, p = start()
    bugfix = put(g, p, version)
    play(g, bugfix)
    assert options(g) == ["no"]  # nothing to spend (CR 6.4)
    act(g, "no")
    assert not tokens_named(g, p, "Brassbug")


def test_alt_bise_b_ax_58_c_spends_a_counter_for_a_brassbug_and_cools_down():
    _fixed("ALT_BISE_B_AX_58_C")
    _no_counter_no_bug("ALT_BISE_B_AX_58_C")


def test_alt_bise_b_ax_58_r1_spends_a_counter_for_a_brassbug_and_cools_down():
    _fixed("ALT_BISE_B_AX_58_R1")
    _no_counter_no_bug("ALT_BISE_B_AX_58_R1")


def test_alt_bise_b_ax_58_r2_spends_a_counter_for_a_brassbug_and_cools_down():
    _fixed("ALT_BISE_B_AX_58_R2")
    _no_counter_no_bug("ALT_BISE_B_AX_58_R2")
