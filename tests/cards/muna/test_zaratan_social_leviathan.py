"""Zaratan, Social Leviathan: Gigantic; {J} I gain 1 boost per Character in the Expeditions
facing me, both of the opponent's (CR 7.4.4.g); the rares first create a Woollyback token in
target Expedition, any player's."""

from altered_tui.engine.characteristics import is_gigantic
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, add_mana, check_facts, put, settle, start, tokens_named

C, R1, R2 = "ALT_CYCLONE_B_MU_74_C", "ALT_CYCLONE_B_MU_74_R1", "ALT_CYCLONE_B_MU_74_R2"


def _zaratan(version: str):
    g, p = start()
    for side in (Side.HERO, Side.HERO, Side.COMPANION):
        put(g, 1 - p, AMELIA, Zone.EXPEDITION, side)
    put(g, p, AMELIA, Zone.EXPEDITION)  # mine: not facing me
    zaratan = put(g, p, version)
    add_mana(g, p, 5)
    play(g, zaratan)
    return g, p, zaratan


def test_alt_cyclone_b_mu_74_c_a_boost_for_each_character_in_both_expeditions_facing_me():
    g, p, zaratan = _zaratan(C)
    settle(g)
    assert is_gigantic(g, zaratan) and g.cards[zaratan].boosts == 3
    check_facts(C, 5, 5, (1, 1, 1), "MU")


def _token_first(version: str, where: str):
    g, p, zaratan = _zaratan(version)
    assert g.pending.kind == "reaction"
    act(g, options(g)[0])  # the token's Reaction first, as printed
    act(g, f"expedition -> {where}")
    settle(g)
    return g, p, zaratan


def test_alt_cyclone_b_mu_74_r1_a_woollyback_facing_me_first_counts_too():
    g, p, zaratan = _token_first(R1, "companion theirs")
    [sheep] = tokens_named(g, 1 - p, "Woollyback", Side.COMPANION)
    assert g.cards[sheep].controller == 1 - p and g.cards[zaratan].boosts == 4
    check_facts(R1, 5, 5, (1, 1, 1), "MU")


def test_alt_cyclone_b_mu_74_r2_the_woollyback_may_go_in_my_own_expedition():
    g, p, zaratan = _token_first(R2, "hero yours")
    assert len(tokens_named(g, p, "Woollyback", Side.HERO)) == 1
    assert g.cards[zaratan].boosts == 3
    check_facts(R2, 5, 5, (1, 1, 1), "OR")
