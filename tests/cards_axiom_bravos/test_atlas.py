"""Atlas: Gigantic (present in both of its controller's Expeditions)."""

from altered_tui.engine.zones import expedition_members

from tests.cards_axiom_bravos.helpers import Side, add_mana, new_game, play, put, ready_mana, stats

ATLAS = "ALT_CORE_B_BR_20_C"


def test_alt_core_b_br_20_c_is_gigantic_present_in_both_expeditions():
    g, p = new_game()
    add_mana(g, p, 2)
    cid = put(g, p, ATLAS)
    play(g, cid, side="hero")
    assert ready_mana(g, p) == 0  # Hand Cost 5
    assert stats(g, cid) == (3, 3, 3)
    assert cid in expedition_members(g, p, Side.HERO)
    assert cid in expedition_members(g, p, Side.COMPANION)  # CR 7.4.4.b
