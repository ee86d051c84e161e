"""Son of Naos: Gigantic (CR 7.4.4); {J} target opponent draws a card (the rares: you may have
them draw, and I gain 1 boost whenever you make a Gift, README: Gift)."""

from altered_tui.engine.characteristics import has_keyword
from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, check_facts, put, settle, start


def _played(version: str):
    g, p = start()
    add_mana(g, p, 2)
    me = put(g, p, version)
    hand = len(g.players[1 - p].hand)
    play(g, me)
    settle(g)
    assert has_keyword(g, me, "gigantic")
    return g, p, me, hand


def test_alt_duster_b_mu_97_c_gigantic_and_the_opponent_draws():
    check_facts("ALT_DUSTER_B_MU_97_C", 5, 5, (4, 3, 4), "MU")
    g, p, me, hand = _played("ALT_DUSTER_B_MU_97_C")
    assert len(g.players[1 - p].hand) == hand + 1
    assert g.cards[me].boosts == 0  # no Gift ability on the common


def _rare(version: str, faction: str) -> None:
    check_facts(version, 5, 5, (3, 3, 3), faction)
    g, p, me, hand = _played(version)
    assert g.pending.kind == "may"
    act(g, "yes")
    settle(g)
    assert len(g.players[1 - p].hand) == hand + 1 and g.cards[me].boosts == 1  # that was a Gift
    g, p, me, hand = _played(version)
    act(g, "no")
    assert len(g.players[1 - p].hand) == hand and g.cards[me].boosts == 0


def test_alt_duster_b_mu_97_r1_may_have_the_opponent_draw_a_boost_on_each_gift():
    _rare("ALT_DUSTER_B_MU_97_R1", "MU")


def test_alt_duster_b_mu_97_r2_may_have_the_opponent_draw_a_boost_on_each_gift():
    _rare("ALT_DUSTER_B_MU_97_R2", "BR")
