"""Lernaean Hydra, 0/0/0: {J} I gain 1 boost for each Mana Orb in your Mana zone, the orbs
just exhausted to play it included."""

from altered_tui.engine.objects import stats

from tests.abilities.support import play
from tests.cards.builders import add_mana, put, ready_mana, settle, start


def _grows_with_the_mana(version: str, cost: int) -> None:
    g, p = start()
    add_mana(g, p, 4)  # 3 + 4 = 7 orbs
    hydra = put(g, p, version)
    play(g, hydra)
    settle(g)
    assert ready_mana(g, p) == 7 - cost
    assert g.cards[hydra].boosts == 7 and stats(g, hydra) == (7, 7, 7)


def test_alt_bise_b_br_59_c_gains_a_boost_per_mana_orb():
    _grows_with_the_mana("ALT_BISE_B_BR_59_C", 6)


def test_alt_bise_b_br_59_r1_gains_a_boost_per_mana_orb():
    _grows_with_the_mana("ALT_BISE_B_BR_59_R1", 5)


def test_alt_bise_b_br_59_r2_gains_a_boost_per_mana_orb():
    _grows_with_the_mana("ALT_BISE_B_BR_59_R2", 5)
