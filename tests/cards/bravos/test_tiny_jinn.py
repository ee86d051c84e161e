"""Tiny Jinn: if I would leave the Expedition zone while I'm boosted, I go to my owner's
Mana zone instead, as an exhausted Mana Orb (CR 6.2.b). {R} I gain 1 boost."""

from altered_tui.engine.steps.leave_play import send
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play, refresh
from tests.cards.builders import add_mana, hero_exp, put, start


def _from_reserve_boosted_then_rest_puts_it_in_mana(version):
    g, p = start()
    add_mana(g, p, 2)
    jinn = put(g, p, version, Zone.RESERVE)
    play(g, jinn, src="reserve")
    assert jinn in hero_exp(g, p) and g.cards[jinn].boosts == 1  # {R} I gain 1 boost
    day = g.day
    while g.day == day:  # both players pass; the Night's Rest sends Characters away
        opts = options(g)
        act(g, "pass" if "pass" in opts else opts[0])
    assert jinn in g.players[p].mana  # not in Reserve, nor discarded although Fleeting
    assert jinn not in g.players[p].reserve and jinn not in g.players[p].discard


def test_alt_core_b_br_06_c_from_reserve_boosted_then_rest_puts_it_in_mana():
    _from_reserve_boosted_then_rest_puts_it_in_mana("ALT_CORE_B_BR_06_C")


def test_alt_core_b_br_06_r_from_reserve_boosted_then_rest_puts_it_in_mana():
    _from_reserve_boosted_then_rest_puts_it_in_mana("ALT_CORE_B_BR_06_R")


def test_alt_core_b_br_06_r2_from_reserve_boosted_then_rest_puts_it_in_mana():
    _from_reserve_boosted_then_rest_puts_it_in_mana("ALT_CORE_B_BR_06_R2")


def test_alt_core_b_br_06_c_unboosted_leaves_normally():
    g, p = start()
    jinn = put(g, p, "ALT_CORE_B_BR_06_C")
    play(g, jinn)
    assert g.cards[jinn].boosts == 0  # played from hand: no boost
    send(g, jinn, Zone.HAND, "test", rule="7.3.26")
    refresh(g)
    assert jinn in g.players[p].hand


def test_alt_core_b_br_06_r_boosted_sacrificed_goes_to_mana_exhausted():
    g, p = start()
    jinn = put(g, p, "ALT_CORE_B_BR_06_R")
    play(g, jinn)
    g.cards[jinn].counters["boost"] = 2
    send(g, jinn, Zone.DISCARD, "test", rule="7.3.25", sacrificed=True)
    refresh(g)
    assert jinn in g.players[p].mana and g.cards[jinn].has(Status.EXHAUSTED)
    assert g.cards[jinn].boosts == 0  # CR 2.5.j: counters are lost
