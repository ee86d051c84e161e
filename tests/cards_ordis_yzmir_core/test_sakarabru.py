"""Sakarabru (Bravos rare): {H} the opponent's Expedition facing me moves backward."""

from altered_tui.engine.adventure import move_forward

from tests.cards_ordis_yzmir_core.helpers import Side, add_mana, play, progress, put, start, stats


def test_alt_core_b_yz_18_r2_moves_the_facing_expedition_backward_when_played_from_hand():
    g, p = start()
    add_mana(g, p, 4)
    for s in Side:
        move_forward(g, 1 - p, s, "test")
    saka = put(g, p, "ALT_CORE_B_YZ_18_R2")
    play(g, saka, side="companion")
    assert progress(g, 1 - p, Side.COMPANION) == 0 and progress(g, 1 - p, Side.HERO) == 1
    assert stats(g, saka) == (4, 4, 4)
