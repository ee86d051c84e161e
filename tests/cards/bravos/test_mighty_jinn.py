"""Mighty Jinn: if I would leave the Expedition zone, you may put me in my owner's Mana zone
(as an exhausted Mana Orb) (CR 6.2.d). The R version: if you don't, draw a card (CR 6.2.e)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, give, options, play, spell
from tests.cards.builders import add_mana, hero_exp, put, start, target


def _bounce_spell():
    return spell(ab.SendTo(kind="send_to", objects=ab.Select(ref="target"), zone="deck_top"))


def _jinn_targeted(version):
    g, p = start()
    add_mana(g, p, 1)
    jinn = put(g, 1 - p, version, Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, _bounce_spell()))
    if g.pending.kind == "target":
        target(g, jinn)
    return g, p, jinn


def _its_controller_may_put_it_in_mana(version):
    g, p, jinn = _jinn_targeted(version)
    assert g.pending.player == 1 - p and options(g) == ["yes", "no"]
    act(g, "yes")
    assert jinn in g.players[1 - p].mana and g.cards[jinn].has(Status.EXHAUSTED)


def test_alt_core_b_br_19_c_its_controller_may_put_it_in_mana():
    _its_controller_may_put_it_in_mana("ALT_CORE_B_BR_19_C")


def test_alt_core_b_br_19_r_its_controller_may_put_it_in_mana():
    _its_controller_may_put_it_in_mana("ALT_CORE_B_BR_19_R")


def test_alt_core_b_br_19_r2_its_controller_may_put_it_in_mana():
    _its_controller_may_put_it_in_mana("ALT_CORE_B_BR_19_R2")


def test_alt_core_b_br_19_c_declined_it_goes_where_it_was_sent():
    g, p, jinn = _jinn_targeted("ALT_CORE_B_BR_19_C")
    hand = len(g.players[1 - p].hand)
    act(g, "no")
    assert g.players[1 - p].deck[0] == jinn and len(g.players[1 - p].hand) == hand


def test_alt_core_b_br_19_r_declined_draws_a_card_the_rules_example():
    """CR 6.2.e example: sent to the top of the Deck, not put in Mana, then drawn."""
    g, p, jinn = _jinn_targeted("ALT_CORE_B_BR_19_R")
    act(g, "no")
    assert jinn in g.players[1 - p].hand


def test_alt_core_b_br_19_r2_declined_draws_nothing():
    g, p, jinn = _jinn_targeted("ALT_CORE_B_BR_19_R2")
    hand = len(g.players[1 - p].hand)
    act(g, "no")
    assert g.players[1 - p].deck[0] == jinn and len(g.players[1 - p].hand) == hand
    assert jinn not in hero_exp(g, 1 - p)
