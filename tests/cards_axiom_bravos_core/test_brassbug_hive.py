"""Brassbug Hive (Yzmir rare): {J} and at Noon, create a Brassbug in target Expedition."""

from altered_tui.cards.models import Faction

from tests.cards_axiom_bravos_core.helpers import (Side, add_mana, advance_to_noon, answer, card,
                                                   new_game, play, put, ready_mana, tokens_named)


def test_alt_core_b_ax_30_r2_creates_a_brassbug_when_it_joins_and_at_noon():
    assert card("ALT_CORE_B_AX_30_R2").faction is Faction.YZ
    g, p = new_game()
    add_mana(g, p, 2)
    hive = put(g, p, "ALT_CORE_B_AX_30_R2")
    play(g, hive)
    assert ready_mana(g, p) == 0
    answer(g, "expedition -> hero")
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1
    advance_to_noon(g, stop=lambda g: g.pending.kind == "expedition" and g.pending.player == p)
    answer(g, "expedition -> companion")
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1
