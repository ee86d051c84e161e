"""Haven Trainee: {R} I gain 2 boosts.

Haven Trainee rares: R: {R} I gain 2 boosts, support {D}: next Character gains 1 boost;
R2 (Ordis): {R} create an Ordis Recruit in each of your Expeditions."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, put, ready_mana, start, tokens_named, use_support


TRAINEE = "ALT_CORE_B_BR_09_C"


def test_alt_core_b_br_09_c_gains_two_boosts_when_played_from_reserve():
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, TRAINEE, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 0  # Reserve Cost 4
    assert stats(g, cid) == (5, 3, 3)


def test_alt_core_b_br_09_c_from_hand_costs_two_and_gains_nothing():
    g, p = start()
    cid = put(g, p, TRAINEE)
    play(g, cid)
    assert ready_mana(g, p) == 1 and stats(g, cid) == (3, 1, 1)


AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_br_09_r_from_reserve_gains_two_boosts():
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, "ALT_CORE_B_BR_09_R", Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 0 and stats(g, cid) == (5, 3, 3)


def test_alt_core_b_br_09_r_support_boosts_the_next_character():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_BR_09_R", Zone.RESERVE)
    use_support(g, cid)
    amelia = put(g, p, AMELIA)
    play(g, amelia)
    assert g.cards[amelia].boosts == 1


def test_alt_core_b_br_09_r2_from_reserve_creates_a_recruit_in_each_expedition():
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, "ALT_CORE_B_BR_09_R2", Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 0 and g.cards[cid].boosts == 0
    assert len(tokens_named(g, p, "Ordis Recruit", Side.HERO)) == 1
    assert len(tokens_named(g, p, "Ordis Recruit", Side.COMPANION)) == 1


def test_alt_core_b_br_09_r2_from_hand_creates_nothing():
    g, p = start()
    play(g, put(g, p, "ALT_CORE_B_BR_09_R2"))
    assert tokens_named(g, p, "Ordis Recruit") == []
