"""Reka Bioengineer: {J} you may exhaust a card in your Reserve to create a Manaseed token in
your Landmarks; the rares: a card in any player's Reserve, the token in that player's."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, add_mana, check_facts, pick_if_asked, put, settle, start


def _names(g, player):
    return [g.cdef(c).name for c in g.players[player].landmarks]


def test_alt_duster_b_ax_92_c_exhaust_a_card_of_your_reserve_for_a_manaseed():
    check_facts("ALT_DUSTER_B_AX_92_C", 4, 4, (3, 4, 4), "AX")
    g, p = start()
    add_mana(g, p, 1)
    mine = put(g, p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, "ALT_DUSTER_B_AX_92_C"))
    settle(g)
    act(g, "yes")
    pick_if_asked(g, mine)
    assert g.cards[mine].has(Status.EXHAUSTED) and _names(g, p) == ["Manaseed"]


def _rare(version: str) -> None:
    g, p = start()
    add_mana(g, p, 1)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, version))
    settle(g)
    act(g, "yes")
    pick_if_asked(g, theirs)
    assert g.cards[theirs].has(Status.EXHAUSTED)
    assert _names(g, 1 - p) == ["Manaseed"] and _names(g, p) == []


def test_alt_duster_b_ax_92_r1_exhaust_a_card_in_any_reserve_that_player_gets_a_manaseed():
    check_facts("ALT_DUSTER_B_AX_92_R1", 4, 3, (3, 4, 4), "AX")
    _rare("ALT_DUSTER_B_AX_92_R1")


def test_alt_duster_b_ax_92_r2_exhaust_a_card_in_any_reserve_that_player_gets_a_manaseed():
    check_facts("ALT_DUSTER_B_AX_92_R2", 4, 3, (3, 4, 4), "YZ")
    _rare("ALT_DUSTER_B_AX_92_R2")
