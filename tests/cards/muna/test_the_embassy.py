"""The Embassy: {T}, target opponent Resupplies: the next Character with Base Cost {3} or less
you play this turn gains Anchored; the rares: your Anchored and Asleep Characters have Tough 1
(CR 7.4.7)."""

from altered_tui.engine.characteristics import tough
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    AMELIA, ASMODEUS, SKALD, add_mana, card, put, settle, start, use_first,
)


def _used(version: str, played: str):
    g, p = start()
    add_mana(g, p, 6)
    me = put(g, p, version, Zone.LANDMARKS)
    top = g.players[1 - p].deck[0]
    use_first(g, me)
    assert top in g.players[1 - p].reserve and g.cards[me].has(Status.EXHAUSTED)
    cid = put(g, p, played)
    play(g, cid)  # in the same turn: a quick action does not end it
    settle(g)
    return g.cards[cid].has(Status.ANCHORED)


def _embassy(version: str) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.is_landmark) == (4, 4, True)
    assert _used(version, SKALD)  # Hand Cost 2
    assert not _used(version, ASMODEUS)  # Hand Cost 6


def _tough(version: str) -> None:
    g, p = start()
    put(g, p, version, Zone.LANDMARKS)
    anchored = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    asleep = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    plain = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    g.cards[anchored].status |= Status.ANCHORED
    g.cards[asleep].status |= Status.ASLEEP
    g.cards[theirs].status |= Status.ANCHORED
    assert (tough(g, anchored), tough(g, asleep), tough(g, plain), tough(g, theirs)) == (1, 1, 0, 0)


def test_alt_duster_b_mu_101_c_opponent_resupplies_next_cheap_character_gains_anchored():
    assert card("ALT_DUSTER_B_MU_101_C").faction.value == "MU"
    _embassy("ALT_DUSTER_B_MU_101_C")
    g, p = start()
    put(g, p, "ALT_DUSTER_B_MU_101_C", Zone.LANDMARKS)
    anchored = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    g.cards[anchored].status |= Status.ANCHORED
    assert tough(g, anchored) == 0


def test_alt_duster_b_mu_101_r1_anchored_and_asleep_characters_tough_1_and_the_action():
    assert card("ALT_DUSTER_B_MU_101_R1").faction.value == "MU"
    _tough("ALT_DUSTER_B_MU_101_R1")
    _embassy("ALT_DUSTER_B_MU_101_R1")


def test_alt_duster_b_mu_101_r2_anchored_and_asleep_characters_tough_1_and_the_action():
    assert card("ALT_DUSTER_B_MU_101_R2").faction.value == "LY"
    _tough("ALT_DUSTER_B_MU_101_R2")
    _embassy("ALT_DUSTER_B_MU_101_R2")
