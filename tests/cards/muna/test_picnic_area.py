"""Picnic Area: {J} each player Resupplies (the rares: draws a card); when you make a Gift,
you may exhaust me to have target Character gain 1 boost (README: Gift)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act
from tests.cards.builders import (
    AMELIA, card, pick_if_asked, put, spell_cost_paid, start,
)


def _picnic(version: str, draws: bool) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.is_landmark) == (2, 2, True)
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    tops = [g.players[i].deck[0] for i in (0, 1)]
    hands = [len(g.players[i].hand) for i in (0, 1)]
    me = put(g, p, version)
    assert spell_cost_paid(g, p, me) == 2
    assert me in g.players[p].landmarks
    if draws:
        assert all(tops[i] in g.players[i].hand for i in (0, 1))
    else:
        assert all(tops[i] in g.players[i].reserve for i in (0, 1))
    # the opponent's draw or Resupply was a Gift: I may be exhausted to boost a Character
    assert g.pending.kind == "may" and g.pending.player == p
    act(g, "yes")
    pick_if_asked(g, mine)
    assert g.cards[mine].boosts == 1 and g.cards[me].has(Status.EXHAUSTED)


def test_alt_duster_b_mu_100_c_each_player_resupplies_and_gifts_boost_a_character():
    assert card("ALT_DUSTER_B_MU_100_C").faction.value == "MU"
    _picnic("ALT_DUSTER_B_MU_100_C", draws=False)


def test_alt_duster_b_mu_100_r1_each_player_draws_and_gifts_boost_a_character():
    assert card("ALT_DUSTER_B_MU_100_R1").faction.value == "MU"
    _picnic("ALT_DUSTER_B_MU_100_R1", draws=True)


def test_alt_duster_b_mu_100_r2_each_player_draws_and_gifts_boost_a_character():
    assert card("ALT_DUSTER_B_MU_100_R2").faction.value == "OR"
    _picnic("ALT_DUSTER_B_MU_100_R2", draws=True)
