"""Ordis Signet: choose one: target Character gains Asleep; target Character in an Expedition
or in Reserve loses all its boosts; each Character in target Expedition gains 1 boost
(rares: Fleeting, choose two)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (AMELIA, add_mana, answer, check_facts, pick_if_asked, put,
                                  settle, start)


def _signet(version):
    g, p = start()
    add_mana(g, p, 2)
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    second = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    stored = put(g, 1 - p, AMELIA, Zone.RESERVE)
    g.cards[stored].counters["boost"] = 2
    signet = put(g, p, version)
    play(g, signet)
    return g, p, signet, mine, second, stored


def test_alt_cyclone_b_or_78_c_each_mode_alone():
    g, p, signet, mine, second, stored = _signet("ALT_CYCLONE_B_OR_78_C")
    answer(g, "mode 1")
    pick_if_asked(g, mine)
    assert g.cards[mine].has(Status.ASLEEP) and signet in g.players[p].reserve
    g, p, signet, mine, second, stored = _signet("ALT_CYCLONE_B_OR_78_C")
    answer(g, "mode 2")
    pick_if_asked(g, stored)  # a card in a Reserve may be its target
    assert g.cards[stored].boosts == 0
    g, p, signet, mine, second, stored = _signet("ALT_CYCLONE_B_OR_78_C")
    answer(g, "mode 3")
    act(g, "expedition -> hero yours")
    settle(g)
    assert g.cards[mine].boosts == 1 and g.cards[second].boosts == 1
    check_facts("ALT_CYCLONE_B_OR_78_C", 2, 4, None, "OR")


def _two_modes(version, faction):
    g, p, signet, mine, second, stored = _signet(version)
    answer(g, "mode 2")
    answer(g, "mode 3")
    pick_if_asked(g, stored)
    act(g, "expedition -> hero yours")
    settle(g)
    assert g.cards[stored].boosts == 0 and g.cards[mine].boosts == 1
    assert signet in g.players[p].discard  # Fleeting
    check_facts(version, 3, 3, None, faction)


def test_alt_cyclone_b_or_78_r1_choose_two_modes():
    _two_modes("ALT_CYCLONE_B_OR_78_R1", "OR")


def test_alt_cyclone_b_or_78_r2_choose_two_modes():
    _two_modes("ALT_CYCLONE_B_OR_78_R2", "MU")
