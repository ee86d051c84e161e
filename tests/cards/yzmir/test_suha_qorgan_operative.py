"""Suha, Qorgan Operative: {H} I gain 1 boost, then Sabotage (CR 7.3.24). Rares: {H} I gain 2
boosts; when I go to Reserve from the Expedition zone, Sabotage."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play, refresh
from tests.cards.builders import (AMELIA, check_facts, facts, pick, put, send_to_reserve, start)


def test_alt_cyclone_b_yz_70_c_from_hand_gains_a_boost_then_sabotages():
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    suha = put(g, p, "ALT_CYCLONE_B_YZ_70_C")
    play(g, suha)
    pick(g, victim, "target")
    assert victim in g.players[1 - p].discard and g.cards[suha].boosts == 1
    check_facts("ALT_CYCLONE_B_YZ_70_C", 3, 1, None, "YZ")
    facts("ALT_CYCLONE_B_YZ_70_C", 3, 1, (1, 1, 0), "YZ")


def _rare(card_id, faction):
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    suha = put(g, p, card_id)
    play(g, suha)
    assert g.cards[suha].boosts == 2 and victim in g.players[1 - p].reserve  # no Sabotage yet
    send_to_reserve(g, suha)
    refresh(g)
    pick(g, victim, "target")
    assert suha in g.players[p].reserve and victim in g.players[1 - p].discard
    check_facts(card_id, 3, 1, None, faction)
    facts(card_id, 3, 1, (1, 0, 0), faction)


def test_alt_cyclone_b_yz_70_r1_two_boosts_then_sabotage_when_sent_to_reserve():
    _rare("ALT_CYCLONE_B_YZ_70_R1", "YZ")


def test_alt_cyclone_b_yz_70_r2_two_boosts_then_sabotage_when_sent_to_reserve():
    _rare("ALT_CYCLONE_B_YZ_70_R2", "BR")
