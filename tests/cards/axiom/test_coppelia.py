"""Coppélia: when I go to Reserve from your hand, you may play me for free and I gain Asleep
(CR 2.1.g: the effect follows the card from Reserve through Limbo to the Expedition)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import hero_exp, put, ready_mana, start


KELON_ELEMENTAL = "ALT_CORE_B_AX_04_C"  # {H} put a card from your hand in Reserve


def _kelon_puts_coppelia_in_reserve(version):
    g, p = start()
    copp = put(g, p, version)
    play(g, put(g, p, KELON_ELEMENTAL))
    act(g, f"choose Coppélia#{copp}")
    return g, p, copp


def _from_hand_to_reserve_plays_itself_for_free_asleep(version):
    g, p, copp = _kelon_puts_coppelia_in_reserve(version)
    assert copp in g.players[p].reserve and options(g) == ["yes", "no"]
    mana = ready_mana(g, p)
    act(g, "yes")
    act(g, "expedition -> hero")
    assert copp in hero_exp(g, p) and g.cards[copp].has(Status.ASLEEP)
    assert ready_mana(g, p) == mana  # for free (CR 7.3.20)


def test_alt_core_b_ax_14_c_from_hand_to_reserve_plays_itself_for_free_asleep():
    _from_hand_to_reserve_plays_itself_for_free_asleep("ALT_CORE_B_AX_14_C")


def test_alt_core_b_ax_14_r_from_hand_to_reserve_plays_itself_for_free_asleep():
    _from_hand_to_reserve_plays_itself_for_free_asleep("ALT_CORE_B_AX_14_R")


def test_alt_core_b_ax_14_r2_from_hand_to_reserve_plays_itself_for_free_asleep():
    _from_hand_to_reserve_plays_itself_for_free_asleep("ALT_CORE_B_AX_14_R2")


def test_alt_core_b_ax_14_c_may_decline_and_stays_in_reserve():
    g, p, copp = _kelon_puts_coppelia_in_reserve("ALT_CORE_B_AX_14_C")
    act(g, "no")
    assert copp in g.players[p].reserve


def test_alt_core_b_ax_14_r_not_from_the_expedition_zone():
    from tests.abilities.support import refresh
    from tests.cards.builders import send_to_reserve

    g, p = start()
    copp = put(g, p, "ALT_CORE_B_AX_14_R")
    play(g, copp)
    send_to_reserve(g, copp)
    refresh(g)
    assert copp in g.players[p].reserve and not g.emblems
    assert g.cards[copp].zone is Zone.RESERVE
