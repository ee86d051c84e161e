"""Atlas (rare): Gigantic, Seasoned; support {D}: the next Character you play this turn gains
2 boosts."""

from altered_tui.engine.characteristics import is_gigantic

from tests.cards_axiom_bravos_core.helpers import (Zone, add_mana, card, new_game, play, put,
                                                   ready_mana, stats, use_support)

AMELIA = "ALT_CORE_B_AX_11_C"
ATLAS = "ALT_CORE_B_BR_20_R"


def test_alt_core_b_br_20_r_support_gives_the_next_character_two_boosts():
    g, p = new_game()
    cid = put(g, p, ATLAS, Zone.RESERVE)
    use_support(g, cid)
    assert cid in g.players[p].discard
    amelia = put(g, p, AMELIA)
    play(g, amelia)
    assert stats(g, amelia) == (4, 4, 4)


def test_alt_core_b_br_20_r_is_a_gigantic_seasoned_titan():
    assert card(ATLAS).keywords.seasoned and card(ATLAS).keywords.gigantic
    g, p = new_game()
    add_mana(g, p, 2)
    cid = put(g, p, ATLAS)
    play(g, cid)
    assert ready_mana(g, p) == 0 and stats(g, cid) == (3, 3, 3) and is_gigantic(g, cid)
