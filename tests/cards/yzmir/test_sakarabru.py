"""Sakarabru: {H} the opponent's Expedition facing me moves backward; the rare's support draws.

Sakarabru (Bravos rare): {H} the opponent's Expedition facing me moves backward."""

from altered_tui.engine.adventure import move_forward
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, progress, put, start


def _played(card_id, side, src="hand"):
    g, p = start()
    add_mana(g, p, 4)
    for s in Side:
        move_forward(g, 1 - p, s, "test")
    moved = dict(g.players[1 - p].positions)
    mine = dict(g.players[p].positions)
    saka = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, saka, side=side.value, src=src)
    back = {s: moved[s] - g.players[1 - p].positions[s] for s in Side}
    assert g.players[p].positions == mine
    return g, saka, back


def test_alt_core_b_yz_18_c_moves_the_facing_expedition_backward_when_played_from_hand():
    g, saka, back = _played("ALT_CORE_B_YZ_18_C", Side.COMPANION)
    assert back[Side.COMPANION] != 0 and back[Side.HERO] == 0
    assert stats(g, saka) == (4, 4, 4)


def test_alt_core_b_yz_18_c_does_nothing_when_played_from_reserve():
    g, saka, back = _played("ALT_CORE_B_YZ_18_C", Side.HERO, src="reserve")
    assert back == {Side.HERO: 0, Side.COMPANION: 0}


def test_alt_core_b_yz_18_r_moves_the_facing_expedition_backward_when_played_from_hand():
    g, saka, back = _played("ALT_CORE_B_YZ_18_R", Side.HERO)
    assert back[Side.HERO] != 0 and back[Side.COMPANION] == 0
    assert stats(g, saka) == (5, 5, 5)


def test_alt_core_b_yz_18_r_discarded_from_reserve_draws_a_card():
    g, p = start()
    saka = put(g, p, "ALT_CORE_B_YZ_18_R", Zone.RESERVE)
    top = g.players[p].deck[0]
    act(g, f"use Sakarabru#{saka} s1")
    assert saka in g.players[p].discard and top in g.players[p].hand


def test_alt_core_b_yz_18_r2_moves_the_facing_expedition_backward_when_played_from_hand():
    g, p = start()
    add_mana(g, p, 4)
    for s in Side:
        move_forward(g, 1 - p, s, "test")
    saka = put(g, p, "ALT_CORE_B_YZ_18_R2")
    play(g, saka, side="companion")
    assert progress(g, 1 - p, Side.COMPANION) == 0 and progress(g, 1 - p, Side.HERO) == 1
    assert stats(g, saka) == (4, 4, 4)
