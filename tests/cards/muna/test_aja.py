"""Aja: {H} (R: {J}) each player puts the top card of their Deck in their Mana zone as an
exhausted Mana Orb. R support: {D}: target Character with Hand Cost 3 or less gains Anchored."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, add_mana, put, start, target, use_support


def _tops(g):
    return {q: g.players[q].deck[0] for q in (0, 1)}


def _from_hand_each_player_top_card_to_mana(version):
    g, p = start()
    add_mana(g, p, 1)
    tops = _tops(g)
    play(g, put(g, p, version))
    for q in (0, 1):
        assert tops[q] in g.players[q].mana and g.cards[tops[q]].has(Status.EXHAUSTED)


def test_alt_core_b_mu_17_c_from_hand_each_player_top_card_to_mana():
    _from_hand_each_player_top_card_to_mana("ALT_CORE_B_MU_17_C")


def test_alt_core_b_mu_17_r_from_hand_each_player_top_card_to_mana():
    _from_hand_each_player_top_card_to_mana("ALT_CORE_B_MU_17_R")


def test_alt_core_b_mu_17_r2_from_hand_each_player_top_card_to_mana():
    _from_hand_each_player_top_card_to_mana("ALT_CORE_B_MU_17_R2")


def _from_reserve(version, fires):
    g, p = start()
    add_mana(g, p, 1)
    tops = _tops(g)
    play(g, put(g, p, version, Zone.RESERVE), src="reserve")
    assert all((tops[q] in g.players[q].mana) == fires for q in (0, 1))


def test_alt_core_b_mu_17_c_from_reserve_hand_ability_does_not_fire():
    _from_reserve("ALT_CORE_B_MU_17_C", False)


def test_alt_core_b_mu_17_r_from_reserve_joins_ability_fires():
    _from_reserve("ALT_CORE_B_MU_17_R", True)


def test_alt_core_b_mu_17_r2_from_reserve_hand_ability_does_not_fire():
    _from_reserve("ALT_CORE_B_MU_17_R2", False)


def test_alt_core_b_mu_17_r_support_anchors_a_small_character():
    g, p = start()
    amelia = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    aja = put(g, p, "ALT_CORE_B_MU_17_R", Zone.RESERVE)
    use_support(g, aja)
    if g.pending.kind == "target":
        target(g, amelia)
    assert g.cards[amelia].has(Status.ANCHORED) and aja in g.players[p].discard
