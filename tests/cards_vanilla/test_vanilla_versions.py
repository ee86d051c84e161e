"""Card versions without abilities (outside the starter decks): they play for their
printed costs and count their printed statistics at Dusk."""

from altered_tui.cards.pool import default_pool
from altered_tui.engine.characteristics import stats
from altered_tui.engine.progress import expedition_stats
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import character, game_at_first_turn, give, play, refresh


def _plays_for_its_printed_costs(card_id: str) -> None:
    card = default_pool()[card_id]
    assert not card.abilities and not card.support
    g = game_at_first_turn()
    p = g.pending.player
    for _ in range(max(card.hand_cost, card.reserve_cost)):
        give(g, p, character(), Zone.MANA)
    refresh(g)
    from_hand = give(g, p, card)
    before = len(ready_orbs(g, p))
    play(g, from_hand, "hero")
    assert len(ready_orbs(g, p)) == before - card.hand_cost  # CR 5.1.2.d
    assert stats(g, from_hand) == card.stats
    assert expedition_stats(g, p, Side.HERO) == list(card.stats)
    g2 = game_at_first_turn()
    p2 = g2.pending.player
    for _ in range(card.reserve_cost):
        give(g2, p2, character(), Zone.MANA)
    from_reserve = give(g2, p2, card, Zone.RESERVE)
    before = len(ready_orbs(g2, p2))
    play(g2, from_reserve, "companion", src="reserve")
    assert len(ready_orbs(g2, p2)) == before - card.reserve_cost
    assert g2.cards[from_reserve].has(Status.FLEETING)  # CR 5.2.1.b

def test_alt_core_b_br_08_r2_bravos_pathfinder_plays_for_its_printed_costs():
    _plays_for_its_printed_costs("ALT_CORE_B_BR_08_R2")

def test_alt_core_b_br_13_r2_kappa_plays_for_its_printed_costs():
    _plays_for_its_printed_costs("ALT_CORE_B_BR_13_R2")

def test_alt_core_b_br_22_c_shenlong_plays_for_its_printed_costs():
    _plays_for_its_printed_costs("ALT_CORE_B_BR_22_C")

def test_alt_core_b_br_22_r2_shenlong_plays_for_its_printed_costs():
    _plays_for_its_printed_costs("ALT_CORE_B_BR_22_R2")

def test_alt_core_b_ly_12_c_lyra_navigator_plays_for_its_printed_costs():
    _plays_for_its_printed_costs("ALT_CORE_B_LY_12_C")

def test_alt_core_b_ly_12_r2_lyra_navigator_plays_for_its_printed_costs():
    _plays_for_its_printed_costs("ALT_CORE_B_LY_12_R2")

def test_alt_core_b_mu_07_c_mowgli_plays_for_its_printed_costs():
    _plays_for_its_printed_costs("ALT_CORE_B_MU_07_C")

def test_alt_core_b_mu_07_r2_mowgli_plays_for_its_printed_costs():
    _plays_for_its_printed_costs("ALT_CORE_B_MU_07_R2")

def test_alt_core_b_mu_14_r_cernunnos_plays_for_its_printed_costs():
    _plays_for_its_printed_costs("ALT_CORE_B_MU_14_R")

def test_alt_core_b_mu_14_r2_cernunnos_plays_for_its_printed_costs():
    _plays_for_its_printed_costs("ALT_CORE_B_MU_14_R2")

def test_alt_core_b_or_05_r2_ordis_trooper_plays_for_its_printed_costs():
    _plays_for_its_printed_costs("ALT_CORE_B_OR_05_R2")

def test_alt_core_b_or_09_r_the_frog_prince_plays_for_its_printed_costs():
    _plays_for_its_printed_costs("ALT_CORE_B_OR_09_R")

def test_alt_core_b_yz_08_r2_yzmir_stargazer_plays_for_its_printed_costs():
    _plays_for_its_printed_costs("ALT_CORE_B_YZ_08_R2")
