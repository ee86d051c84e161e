"""Resentful Robin: {J} if I'm facing a Character, I gain 1 boost (rares: {R} my Expedition
Ascends, README rulings: Ascend)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, add_mana, check_facts, put, settle, start

C, R1, R2 = "ALT_CYCLONE_B_MU_66_C", "ALT_CYCLONE_B_MU_66_R1", "ALT_CYCLONE_B_MU_66_R2"


def _robin(version: str, facing: bool, src: str = "hand"):
    g, p = start()
    put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO if facing else Side.COMPANION)
    robin = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    add_mana(g, p, 1)
    play(g, robin, src=src)
    settle(g)
    return g, p, robin


def test_alt_cyclone_b_mu_66_c_a_boost_only_when_facing_a_character():
    g, p, robin = _robin(C, facing=True)
    assert g.cards[robin].boosts == 1
    g, p, robin = _robin(C, facing=False)
    assert g.cards[robin].boosts == 0
    check_facts(C, 1, 1, (1, 0, 0), "MU")


def test_alt_cyclone_b_mu_66_r1_from_reserve_my_expedition_ascends():
    g, p, robin = _robin(R1, facing=True, src="reserve")
    assert (p, Side.HERO) in g.ascended and (p, Side.COMPANION) not in g.ascended
    assert g.cards[robin].boosts == 1
    g, p, robin = _robin(R1, facing=True)  # from hand: no Ascend
    assert not g.ascended and g.cards[robin].boosts == 1
    check_facts(R1, 1, 1, (1, 0, 0), "MU")


def test_alt_cyclone_b_mu_66_r2_from_reserve_my_expedition_ascends():
    g, p, robin = _robin(R2, facing=False, src="reserve")
    assert (p, Side.HERO) in g.ascended and g.cards[robin].boosts == 0
    check_facts(R2, 1, 1, (0, 0, 0), "OR")
