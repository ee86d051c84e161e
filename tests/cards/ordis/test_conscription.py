"""Conscription: an Expedition, any player's, then a player; an Ordis Recruit in it for each card in
that player's Reserve (CR 6.5.a, 6.5.i). The common is Fleeting, the rares have Cooldown
(CR 7.4.1)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act
from tests.cards.builders import AMELIA, play_spell, put, start, tokens_named


def _recruits(version: str, whose: str) -> tuple:
    g, p = start()
    for _ in range(3):
        put(g, p if whose == "yours" else 1 - p, AMELIA, Zone.RESERVE)
    put(g, p if whose == "theirs" else 1 - p, AMELIA, Zone.RESERVE)  # the other Reserve: one
    conscription = put(g, p, version)
    play_spell(g, conscription)
    act(g, "expedition -> companion yours")
    act(g, f"player {whose}")
    assert len(tokens_named(g, p, "Ordis Recruit", Side.COMPANION)) == 3
    assert not tokens_named(g, p, "Ordis Recruit", Side.HERO)
    assert not tokens_named(g, 1 - p, "Ordis Recruit")
    return g, p, conscription


def test_alt_bise_b_or_60_c_recruits_one_per_card_in_target_players_reserve():
    g, p, conscription = _recruits("ALT_BISE_B_OR_60_C", "theirs")
    assert conscription in g.players[p].discard  # Fleeting
    _recruits("ALT_BISE_B_OR_60_C", "yours")  # it is in Limbo: not counted in its own Reserve


def test_alt_bise_b_or_60_r1_recruits_per_card_and_cools_down():
    g, p, conscription = _recruits("ALT_BISE_B_OR_60_R1", "theirs")
    assert conscription in g.players[p].reserve and g.cards[conscription].has(Status.EXHAUSTED)


def test_alt_bise_b_or_60_r2_recruits_per_card_and_cools_down():
    g, p, conscription = _recruits("ALT_BISE_B_OR_60_R2", "yours")
    assert conscription in g.players[p].reserve and g.cards[conscription].has(Status.EXHAUSTED)


def test_alt_bise_b_or_60_c_the_target_expedition_may_be_the_opponents():
    # "Target an Expedition": any player's; the Recruits there are theirs to control
    # (README: tokens in target Expedition)
    g, p = start()
    for _ in range(2):
        put(g, p, AMELIA, Zone.RESERVE)
    play_spell(g, put(g, p, "ALT_BISE_B_OR_60_C"))
    act(g, "expedition -> hero theirs")
    act(g, "player yours")
    made = tokens_named(g, 1 - p, "Ordis Recruit", Side.HERO)
    assert len(made) == 2 and all(g.cards[t].controller == 1 - p and g.cards[t].owner == p
                                  for t in made)
    assert not tokens_named(g, p, "Ordis Recruit")
