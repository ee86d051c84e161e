"""Issun-bōshi: support {D}: the next Character you play this turn gains 1 boost.

Issun-bōshi rares: {R} Target Character gains 1 boost; support {D}: the next Character you
play this turn gains 1 boost."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import put, ready_mana, start, target, use_support


ISSUN = "ALT_CORE_B_BR_05_C"
AMELIA = "ALT_CORE_B_AX_11_C"
HUB = "ALT_CORE_B_AX_24_C"


def test_alt_core_b_br_05_c_support_gives_the_next_character_a_boost():
    g, p = start()
    issun = put(g, p, ISSUN, Zone.RESERVE)
    amelia = put(g, p, AMELIA)
    use_support(g, issun)
    assert issun in g.players[p].discard
    play(g, amelia)
    assert g.cards[amelia].boosts == 1 and stats(g, amelia) == (3, 3, 3)
    assert not g.ongoing


def test_alt_core_b_br_05_c_support_is_not_used_by_a_permanent():
    g, p = start()
    issun = put(g, p, ISSUN, Zone.RESERVE)
    use_support(g, issun)
    play(g, put(g, p, HUB))
    assert g.ongoing == []  # the turn ended: the emblem is gone without boosting anything
    hub = g.players[p].landmarks[-1]
    assert g.cards[hub].boosts == 0


def test_alt_core_b_br_05_c_played_from_hand_is_a_0_0_2_character_for_one():
    g, p = start()
    cid = put(g, p, ISSUN)
    play(g, cid)
    assert ready_mana(g, p) == 2 and stats(g, cid) == (0, 0, 2)


def _alt_core_b_br_05_r_and_r2_from_reserve_boost_target_character(version):
    g, p = start()
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 1  # Reserve Cost 2
    target(g, theirs)
    assert g.cards[theirs].boosts == 1 and stats(g, cid) == (0, 0, 2)


def test_alt_core_b_br_05_r_from_reserve_boost_target_character():
    _alt_core_b_br_05_r_and_r2_from_reserve_boost_target_character('ALT_CORE_B_BR_05_R')


def test_alt_core_b_br_05_r2_from_reserve_boost_target_character():
    _alt_core_b_br_05_r_and_r2_from_reserve_boost_target_character('ALT_CORE_B_BR_05_R2')


def _alt_core_b_br_05_r_and_r2_support_boosts_the_next_character(version):
    g, p = start()
    cid = put(g, p, version, Zone.RESERVE)
    use_support(g, cid)
    assert cid in g.players[p].discard
    amelia = put(g, p, AMELIA)
    play(g, amelia)
    assert stats(g, amelia) == (3, 3, 3)


def test_alt_core_b_br_05_r_support_boosts_the_next_character():
    _alt_core_b_br_05_r_and_r2_support_boosts_the_next_character('ALT_CORE_B_BR_05_R')


def test_alt_core_b_br_05_r2_support_boosts_the_next_character():
    _alt_core_b_br_05_r_and_r2_support_boosts_the_next_character('ALT_CORE_B_BR_05_R2')


def test_alt_core_b_br_05_r_from_hand_boosts_nothing():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_BR_05_R")
    play(g, cid)
    assert ready_mana(g, p) == 2 and g.cards[cid].boosts == 0 and g.pending.kind == "turn"
