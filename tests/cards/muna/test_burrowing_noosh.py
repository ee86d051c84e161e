"""Burrowing Noosh: the common has no ability; the rares gain 1 boost each time an opponent
draws one or more cards or Resupplies (once per event)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Zone

from tests.abilities.support import cast
from tests.cards.builders import back_to, plays_for_its_printed_costs, put, settle, start


def test_alt_bise_b_mu_49_c_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_BISE_B_MU_49_C")


def _boosts_when_the_opponent_draws_or_resupplies(version: str) -> None:
    g, p = start()
    noosh = put(g, p, version, Zone.EXPEDITION)
    cast(g, ab.Draw(kind="draw", who="you"))  # my own draw: nothing
    settle(g)
    assert g.cards[noosh].boosts == 0
    back_to(g, p)
    cast(g, ab.Draw(kind="draw", who="opponent", count=2))  # one event, one boost
    settle(g)
    assert g.cards[noosh].boosts == 1
    back_to(g, p)
    cast(g, ab.Resupply(kind="resupply", who="opponent"))
    settle(g)
    assert g.cards[noosh].boosts == 2


def test_alt_bise_b_mu_49_r1_gains_a_boost_when_an_opponent_draws_or_resupplies():
    _boosts_when_the_opponent_draws_or_resupplies("ALT_BISE_B_MU_49_R1")


def test_alt_bise_b_mu_49_r2_gains_a_boost_when_an_opponent_draws_or_resupplies():
    _boosts_when_the_opponent_draws_or_resupplies("ALT_BISE_B_MU_49_R2")
