"""Kauri & Puff (Hero): at Noon, if you are the first player, create a Woollyback token in
target opponent's Companion Expedition, then draw a card."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side

from tests.cards.builders import advance_to_noon, card, set_hero, start, tokens_named


KAURI = "ALT_CYCLONE_B_MU_65_C"


def test_alt_cyclone_b_mu_65_c_the_first_player_gives_the_opponent_a_woollyback_and_draws():
    g, p = start()
    for player in (0, 1):
        set_hero(g, player, KAURI)
    hands: dict[int, int] = {}

    def count_hands(g):
        hands.update({i: len(g.players[i].hand) for i in (0, 1)})

    advance_to_noon(g, before_noon=count_hands)
    first = g.first_player
    [sheep] = tokens_named(g, 1 - first, "Woollyback", Side.COMPANION)
    c = g.cards[sheep]
    assert (c.controller, c.owner) == (1 - first, first)  # theirs to control, mine to own (CR 1.1.7.b)
    assert stats(g, sheep) == (1, 1, 1)
    assert tokens_named(g, first, "Woollyback") == []  # the second player makes none
    assert len(g.players[first].hand) == hands[first] + 1
    assert len(g.players[1 - first].hand) == hands[1 - first]
    d = card(KAURI)
    assert (d.reserve_limit, d.landmark_limit, d.faction.value) == (2, 2, "MU")
