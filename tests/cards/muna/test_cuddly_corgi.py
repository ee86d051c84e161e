"""Cuddly Corgi: when a Character you control gains Anchored, I gain 1 boost (R1: that
Character gains it; R2: when one gains Fleeting, I gain it)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Zone

from tests.abilities.support import cast, play
from tests.cards.builders import AMELIA, SKALD, add_mana, back_to, put, settle, start

SWARM = "ALT_BISE_B_MU_55_C"  # Luminous Swarm: {J} I gain Anchored


def _anchoring(version: str):
    """The Corgi in play; an opponent's Character gains Anchored, then my Swarm joins and
    gains it."""
    g, p = start()
    corgi = put(g, p, version, Zone.EXPEDITION)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    cast(g, ab.GainStatus(kind="gain_status", objects=ab.Select(ref="each", filter=ab.Filter(
        controller="opponent")), status="anchored"))
    settle(g)
    assert g.cards[corgi].boosts == 0 and g.cards[theirs].boosts == 0
    back_to(g, p)
    swarm = put(g, p, SWARM)
    add_mana(g, p, 1)
    play(g, swarm, side="companion")
    settle(g)
    settle(g)
    return g, corgi, swarm


def test_alt_bise_b_mu_52_c_gains_a_boost_when_my_character_gains_anchored():
    g, corgi, swarm = _anchoring("ALT_BISE_B_MU_52_C")
    assert (g.cards[corgi].boosts, g.cards[swarm].boosts) == (1, 0)


def test_alt_bise_b_mu_52_r1_the_anchored_character_gains_the_boost():
    g, corgi, swarm = _anchoring("ALT_BISE_B_MU_52_R1")
    assert (g.cards[corgi].boosts, g.cards[swarm].boosts) == (0, 1)


def test_alt_bise_b_mu_52_r2_gains_a_boost_when_my_character_gains_fleeting():
    g, p = start()
    corgi = put(g, p, "ALT_BISE_B_MU_52_R2", Zone.EXPEDITION)
    play(g, put(g, p, AMELIA), side="companion")  # from hand: no Fleeting
    settle(g)
    assert g.cards[corgi].boosts == 0
    back_to(g, p)
    skald = put(g, p, SKALD, Zone.RESERVE)
    add_mana(g, p, 2)
    play(g, skald, side="companion", src="reserve")  # gains Fleeting as it joins (CR 5.2.1.c)
    settle(g)
    assert g.cards[corgi].boosts == 1 and g.cards[skald].zone is Zone.EXPEDITION
