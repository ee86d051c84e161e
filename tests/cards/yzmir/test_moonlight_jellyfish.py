"""Moonlight Jellyfish: when I'm sacrificed, if I was not Fleeting, put me in Reserve (the
effect finds the card in the Discard pile, CR 2.1.f). R adds: if I was Fleeting, draw a card.
R2 adds: when a Robot joins your Expeditions, you may sacrifice me to give it 2 boosts."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, give, options, play, spell
from tests.cards.builders import add_mana, choose, hero_exp, put, start


SACRIFICE = ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="choose"))
COPPELIA = "ALT_CORE_B_AX_14_C"  # a Robot


def _sacrificed(version, fleeting=False):
    g, p = start()
    jelly = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    if fleeting:
        g.cards[jelly].status |= Status.FLEETING
    hand = len(g.players[p].hand)
    play(g, give(g, p, spell(SACRIFICE)))
    if g.pending.kind == "target":
        choose(g, jelly)
    return g, p, jelly, hand


def test_alt_core_b_yz_05_c_sacrificed_returns_to_reserve():
    g, p, jelly, _hand = _sacrificed("ALT_CORE_B_YZ_05_C")
    assert jelly in g.players[p].reserve


def test_alt_core_b_yz_05_c_fleeting_stays_discarded():
    g, p, jelly, _hand = _sacrificed("ALT_CORE_B_YZ_05_C", fleeting=True)
    assert jelly in g.players[p].discard


def test_alt_core_b_yz_05_r_fleeting_draws_a_card_instead():
    g, p, jelly, hand = _sacrificed("ALT_CORE_B_YZ_05_R", fleeting=True)
    assert jelly in g.players[p].discard and len(g.players[p].hand) == hand + 1


def test_alt_core_b_yz_05_r_not_fleeting_returns_without_drawing():
    g, p, jelly, hand = _sacrificed("ALT_CORE_B_YZ_05_R")
    assert jelly in g.players[p].reserve and len(g.players[p].hand) == hand


def test_alt_core_b_yz_05_r2_sacrifices_itself_to_boost_a_robot_then_returns():
    g, p = start()
    jelly = put(g, p, "ALT_CORE_B_YZ_05_R2", Zone.EXPEDITION, Side.HERO)
    robot = put(g, p, COPPELIA)
    play(g, robot)
    assert options(g) == ["yes", "no"]
    act(g, "yes")
    assert g.cards[robot].boosts == 2 and robot in hero_exp(g, p)
    assert jelly in g.players[p].reserve  # sacrificed, not Fleeting: back in Reserve


def test_alt_core_b_yz_05_r2_not_for_a_non_robot():
    g, p = start()
    add_mana(g, p, 1)
    put(g, p, "ALT_CORE_B_YZ_05_R2", Zone.EXPEDITION, Side.HERO)
    other = put(g, p, "ALT_CORE_B_AX_11_C")
    play(g, other)
    assert g.pending.kind == "turn" and g.cards[other].boosts == 0
