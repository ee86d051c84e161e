"""Haven Warrior: vanilla common; the rare's support {D}: the next Character you play this
turn gains 1 boost.

Haven Warrior (Ordis rare): support {D}: the next Character you play this turn gains 1 boost."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import options, play
from tests.cards.builders import put, ready_mana, start, use_support


WARRIOR_C, WARRIOR_R = "ALT_CORE_B_BR_17_C", "ALT_CORE_B_BR_17_R"
AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_br_17_c_is_vanilla_costs_three_with_stats_4_2_4():
    g, p = start()
    warrior = put(g, p, WARRIOR_C, Zone.RESERVE)
    assert not any(o.startswith("use Haven Warrior") for o in options(g))  # no support ability
    play(g, warrior, src="reserve")
    assert ready_mana(g, p) == 0 and stats(g, warrior) == (4, 2, 4)


def test_alt_core_b_br_17_r_support_gives_the_next_character_a_boost():
    g, p = start()
    warrior = put(g, p, WARRIOR_R, Zone.RESERVE)
    amelia = put(g, p, AMELIA)
    use_support(g, warrior)
    assert warrior in g.players[p].discard
    play(g, amelia)
    assert stats(g, amelia) == (3, 3, 3)


def test_alt_core_b_br_17_r_from_hand_has_stats_4_4_4():
    g, p = start()
    cid = put(g, p, WARRIOR_R)
    play(g, cid)
    assert ready_mana(g, p) == 0 and stats(g, cid) == (4, 4, 4)


def test_alt_core_b_br_17_r2_support_boosts_the_next_character():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_BR_17_R2", Zone.RESERVE)
    use_support(g, cid)
    assert cid in g.players[p].discard
    amelia = put(g, p, AMELIA)
    play(g, amelia)
    assert stats(g, amelia) == (3, 3, 3)


def test_alt_core_b_br_17_r2_is_4_4_4_for_three():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_BR_17_R2")
    play(g, cid)
    assert stats(g, cid) == (4, 4, 4)
