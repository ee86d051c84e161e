"""The Shell: {R} you may put a card from your hand in Reserve to draw a card."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import SKALD, check_facts, only_in_hand, pick_if_asked, put, settle, start


def _shell(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    kept = put(g, p, SKALD)
    only_in_hand(g, p, [kept])
    top = g.players[p].deck[0]
    play(g, me, src="reserve")
    settle(g)
    assert g.pending.kind == "may"
    act(g, "yes")
    pick_if_asked(g, kept)
    assert kept in g.players[p].reserve and top in g.players[p].hand


def test_alt_duster_b_ax_96_c_from_reserve_put_a_card_in_reserve_to_draw():
    check_facts("ALT_DUSTER_B_AX_96_C", 3, 3, (3, 3, 1), "AX")
    _shell("ALT_DUSTER_B_AX_96_C")


def test_alt_duster_b_ax_96_r1_from_reserve_put_a_card_in_reserve_to_draw():
    check_facts("ALT_DUSTER_B_AX_96_R1", 2, 3, (3, 3, 1), "AX")
    _shell("ALT_DUSTER_B_AX_96_R1")


def test_alt_duster_b_ax_96_r2_from_reserve_put_a_card_in_reserve_to_draw():
    check_facts("ALT_DUSTER_B_AX_96_R2", 2, 3, (3, 3, 1), "BR")
    _shell("ALT_DUSTER_B_AX_96_R2")
