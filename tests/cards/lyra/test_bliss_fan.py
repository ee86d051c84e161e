"""BLISS Fan: when a Character in your Reserve gains 1 or more boosts, I gain 1 boost (R1:
target Character gains 1 boost)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    AMELIA, add_mana, check_facts, fix_dice, pick, pick_if_asked, put, settle, start,
)


def _boost_in_reserve(version: str, whose: str = "mine"):
    """The Fan in play; Daedalus ({H}, on a 1-3) gives a boost to a Character in a Reserve."""
    g, p = start()
    fan = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    in_reserve = put(g, p if whose == "mine" else 1 - p, AMELIA, Zone.RESERVE)
    other = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    daedalus = put(g, p, "ALT_BISE_B_LY_53_C")
    add_mana(g, p, 3)
    fix_dice(g, 1)  # on 1-3: only the target gains 1 boost
    play(g, daedalus)
    settle(g)
    pick_if_asked(g, in_reserve)
    settle(g)
    return g, p, fan, in_reserve, other


def test_alt_bise_b_ly_50_c_gains_a_boost_when_a_reserve_character_does():
    g, p, fan, in_reserve, other = _boost_in_reserve("ALT_BISE_B_LY_50_C")
    assert g.cards[in_reserve].boosts == 1 and g.cards[fan].boosts == 1
    g, p, fan, in_reserve, other = _boost_in_reserve("ALT_BISE_B_LY_50_C", whose="theirs")
    assert g.cards[in_reserve].boosts == 1 and g.cards[fan].boosts == 0  # not your Reserve
    check_facts("ALT_BISE_B_LY_50_C", 2, 1, (1, 1, 0), "LY")


def test_alt_bise_b_ly_50_r1_gives_target_character_a_boost():
    g, p, fan, in_reserve, other = _boost_in_reserve("ALT_BISE_B_LY_50_R1")
    pick(g, other)
    assert g.cards[other].boosts == 1 and g.cards[fan].boosts == 0
    check_facts("ALT_BISE_B_LY_50_R1", 2, 1, (1, 1, 0), "LY")


def test_alt_bise_b_ly_50_r2_gains_a_boost_when_a_reserve_character_does():
    g, p, fan, in_reserve, other = _boost_in_reserve("ALT_BISE_B_LY_50_R2")
    assert g.cards[fan].boosts == 1
    check_facts("ALT_BISE_B_LY_50_R2", 2, 1, (1, 1, 0), "BR")
