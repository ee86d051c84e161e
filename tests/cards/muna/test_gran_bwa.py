"""Gran Bwa: {J} you may have the opponent draw a card; if they do, I gain Anchored. The rares
also gain a boost whenever an opponent draws or Resupplies. Support: 1 boost at Noon up to 2
(R2: when another Character joins your Expeditions)."""

from altered_tui.engine.types import Status

from tests.abilities.support import act, play
from tests.cards.builders import PLAY_CHARACTER, add_mana, at_noon, gains_up_to, put, settle, start


def _joins(version: str, answer: str):
    g, p = start()
    cid = put(g, p, version)
    add_mana(g, p, 4)
    their_hand = len(g.players[1 - p].hand)
    play(g, cid)
    settle(g)
    act(g, answer)
    settle(g)
    drew = len(g.players[1 - p].hand) - their_hand
    return g, cid, drew


def test_alt_bise_b_mu_56_c_has_the_opponent_draw_to_gain_anchored():
    g, cid, drew = _joins("ALT_BISE_B_MU_56_C", "yes")
    assert drew == 1 and g.cards[cid].has(Status.ANCHORED) and g.cards[cid].boosts == 0
    g, cid, drew = _joins("ALT_BISE_B_MU_56_C", "no")
    assert drew == 0 and not g.cards[cid].has(Status.ANCHORED)
    assert gains_up_to("ALT_BISE_B_MU_56_C", at_noon, 3) == [1, 2, 2]


def test_alt_bise_b_mu_56_r1_gains_a_boost_when_the_opponent_draws():
    g, cid, drew = _joins("ALT_BISE_B_MU_56_R1", "yes")
    assert drew == 1 and g.cards[cid].has(Status.ANCHORED) and g.cards[cid].boosts == 1
    assert gains_up_to("ALT_BISE_B_MU_56_R1", at_noon, 3) == [1, 2, 2]


def test_alt_bise_b_mu_56_r2_gains_a_boost_when_the_opponent_draws_and_supports_joins():
    g, cid, drew = _joins("ALT_BISE_B_MU_56_R2", "yes")
    assert drew == 1 and g.cards[cid].has(Status.ANCHORED) and g.cards[cid].boosts == 1
    assert gains_up_to("ALT_BISE_B_MU_56_R2", PLAY_CHARACTER, 3) == [1, 2, 2]
