"""Bravos Signet: choose one: target Character gains 3 boosts; return target Character with
Hand Cost 3 or less to its owner's hand; put the top card of your Deck in your Mana zone
exhausted (rares: Fleeting, choose two)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (ACHILLES, AMELIA, add_mana, answer, pick_if_asked, put,
                                  ready_mana, settle, start)


def _signet(version):
    g, p = start()
    add_mana(g, p, 2)
    mine = put(g, p, ACHILLES, Zone.EXPEDITION, Side.HERO)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    signet = put(g, p, version)
    before = ready_mana(g, p)
    play(g, signet)
    return g, p, signet, mine, theirs, before - ready_mana(g, p)


def test_alt_cyclone_b_br_79_c_each_mode_alone():
    g, p, signet, mine, theirs, paid = _signet("ALT_CYCLONE_B_BR_79_C")
    assert paid == 3
    answer(g, "mode 1")
    pick_if_asked(g, mine)
    settle(g)
    assert g.cards[mine].boosts == 3 and g.cards[theirs].boosts == 0
    assert signet in g.players[p].reserve
    g, p, signet, mine, theirs, paid = _signet("ALT_CYCLONE_B_BR_79_C")
    answer(g, "mode 2")
    pick_if_asked(g, theirs)  # Achilles costs 5: only Amelia may be returned
    assert theirs in g.players[1 - p].hand and g.cards[mine].zone is Zone.EXPEDITION
    g, p, signet, mine, theirs, paid = _signet("ALT_CYCLONE_B_BR_79_C")
    orbs, top = len(g.players[p].mana), g.players[p].deck[0]
    answer(g, "mode 3")
    assert len(g.players[p].mana) == orbs + 1 and g.cards[top].has(Status.EXHAUSTED)
    assert g.cards[mine].boosts == 0


def _two_modes(version):
    g, p, signet, mine, theirs, paid = _signet(version)
    assert paid == 5
    orbs = len(g.players[p].mana)
    answer(g, "mode 1")
    answer(g, "mode 3")
    pick_if_asked(g, mine)
    settle(g)
    assert g.cards[mine].boosts == 3 and len(g.players[p].mana) == orbs + 1
    assert signet in g.players[p].discard  # Fleeting


def test_alt_cyclone_b_br_79_r1_choose_two_modes():
    _two_modes("ALT_CYCLONE_B_BR_79_R1")


def test_alt_cyclone_b_br_79_r2_choose_two_modes():
    _two_modes("ALT_CYCLONE_B_BR_79_R2")
