"""Issun-bōshi: support {D}: the next Character you play this turn gains 1 boost."""

from tests.cards_axiom_bravos.helpers import (Zone, new_game, play, put, ready_mana, stats,
                                              use_support)

ISSUN = "ALT_CORE_B_BR_05_C"
AMELIA = "ALT_CORE_B_AX_11_C"
HUB = "ALT_CORE_B_AX_24_C"


def test_alt_core_b_br_05_c_support_gives_the_next_character_a_boost():
    g, p = new_game()
    issun = put(g, p, ISSUN, Zone.RESERVE)
    amelia = put(g, p, AMELIA)
    use_support(g, issun)
    assert issun in g.players[p].discard
    play(g, amelia)
    assert g.cards[amelia].boosts == 1 and stats(g, amelia) == (3, 3, 3)
    assert not g.ongoing


def test_alt_core_b_br_05_c_support_is_not_used_by_a_permanent():
    g, p = new_game()
    issun = put(g, p, ISSUN, Zone.RESERVE)
    use_support(g, issun)
    play(g, put(g, p, HUB))
    assert g.ongoing == []  # the turn ended: the emblem is gone without boosting anything
    hub = g.players[p].landmarks[-1]
    assert g.cards[hub].boosts == 0


def test_alt_core_b_br_05_c_played_from_hand_is_a_0_0_2_character_for_one():
    g, p = new_game()
    cid = put(g, p, ISSUN)
    play(g, cid)
    assert ready_mana(g, p) == 2 and stats(g, cid) == (0, 0, 2)
