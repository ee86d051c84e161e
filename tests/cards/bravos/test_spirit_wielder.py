"""Spirit Wielder: {J} I gain 1 boost for each boosted Character you control (cards in
Reserve are not controlled); the Bravos rare adds {R} I gain 1 boost. The Muna rare counts
Anchored Characters instead and gains Anchored when played from Reserve."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, boosted, put, settle, start


def _joins_with_boosted_friends(version: str) -> int:
    g, p = start()
    boosted(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    boosted(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION, boosts=2)
    boosted(g, p, AMELIA, Zone.RESERVE)  # not controlled
    boosted(g, 1 - p, AMELIA, Zone.EXPEDITION)  # the opponent's
    put(g, p, AMELIA, Zone.EXPEDITION)  # not boosted
    wielder = put(g, p, version)
    play(g, wielder)
    settle(g)
    return g.cards[wielder].boosts


def test_alt_bise_b_br_50_c_gains_a_boost_per_boosted_character_you_control():
    assert _joins_with_boosted_friends("ALT_BISE_B_BR_50_C") == 2


def test_alt_bise_b_br_50_r1_gains_a_boost_per_boosted_character_and_one_from_reserve():
    assert _joins_with_boosted_friends("ALT_BISE_B_BR_50_R1") == 2
    g, p = start()
    boosted(g, p, AMELIA, Zone.EXPEDITION)
    wielder = put(g, p, "ALT_BISE_B_BR_50_R1", Zone.RESERVE)
    play(g, wielder, src="reserve")
    [r] = [e for e in g.emblems if e.ability == 1]
    act(g, f"react Spirit Wielder#{wielder} e{r.eid}")  # {R} first, so {J} counts me boosted
    settle(g)
    assert g.cards[wielder].boosts == 3


def test_alt_bise_b_br_50_r2_gains_a_boost_per_anchored_character_and_anchors_from_reserve():
    g, p = start()
    for side in Side:
        anchored = put(g, p, AMELIA, Zone.EXPEDITION, side)
        g.cards[anchored].status |= Status.ANCHORED
    boosted(g, p, AMELIA, Zone.EXPEDITION)  # boosted, not Anchored
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    g.cards[theirs].status |= Status.ANCHORED
    wielder = put(g, p, "ALT_BISE_B_BR_50_R2")
    play(g, wielder)
    settle(g)
    assert g.cards[wielder].boosts == 2 and not g.cards[wielder].has(Status.ANCHORED)
    g, p = start()
    wielder = put(g, p, "ALT_BISE_B_BR_50_R2", Zone.RESERVE)
    play(g, wielder, src="reserve")
    settle(g)
    assert g.cards[wielder].has(Status.ANCHORED)
