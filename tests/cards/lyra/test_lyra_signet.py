"""Lyra Signet: choose one: up to two target Characters gain Fleeting; draw a card, then roll a
die and on a 4+ Resupply; target Character gains 1 boost per card in your Reserve (rares:
Fleeting, choose two). CR 6.5.g, 2.4.6, 7.3.19, 7.3.22, 6.5.i."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (ACHILLES, AMELIA, SKALD, add_mana, answer, check_facts, fix_dice,
                                  pick, pick_if_asked, put, ready_mana, settle, start)

C, R1, R2 = "ALT_CYCLONE_B_LY_78_C", "ALT_CYCLONE_B_LY_78_R1", "ALT_CYCLONE_B_LY_78_R2"


def _signet(version):
    g, p = start()
    add_mana(g, p, 2)
    mine = put(g, p, ACHILLES, Zone.EXPEDITION, Side.HERO)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    for _ in range(3):
        put(g, p, SKALD, Zone.RESERVE)
    signet = put(g, p, version)
    before = ready_mana(g, p)
    play(g, signet)
    return g, p, signet, mine, theirs, before - ready_mana(g, p)


def test_alt_cyclone_b_ly_78_c_each_mode_alone():
    g, p, signet, mine, theirs, paid = _signet(C)
    assert paid == 2
    answer(g, "mode 1")
    pick(g, mine)
    pick(g, theirs)
    settle(g)
    assert g.cards[mine].has(Status.FLEETING) and g.cards[theirs].has(Status.FLEETING)
    assert signet in g.players[p].reserve  # not Fleeting itself
    g, p, signet, mine, theirs, paid = _signet(C)
    fix_dice(g, 4)
    hand, reserve, top = len(g.players[p].hand), len(g.players[p].reserve), g.players[p].deck[0]
    answer(g, "mode 2")
    settle(g)
    assert top in g.players[p].hand
    assert len(g.players[p].reserve) == reserve + 2  # the card Resupplied and the Signet
    g, p, signet, mine, theirs, paid = _signet(C)
    fix_dice(g, 3)
    reserve = len(g.players[p].reserve)
    answer(g, "mode 2")
    settle(g)
    assert len(g.players[p].reserve) == reserve + 1  # 3: no Resupply, only the Signet
    g, p, signet, mine, theirs, paid = _signet(C)
    answer(g, "mode 3")
    pick_if_asked(g, mine)
    settle(g)
    assert g.cards[mine].boosts == 3  # three cards in Reserve
    check_facts(C, 2, 4, None, "LY")


def _two_modes(version, faction):
    g, p, signet, mine, theirs, paid = _signet(version)
    assert paid == 3
    answer(g, "mode 1")
    answer(g, "mode 3")
    pick(g, theirs)
    act(g, "done") if "done" in options(g) else None
    pick_if_asked(g, mine)
    settle(g)
    assert g.cards[theirs].has(Status.FLEETING) and not g.cards[mine].has(Status.FLEETING)
    assert g.cards[mine].boosts == 3
    assert signet in g.players[p].discard  # Fleeting
    check_facts(version, 3, 3, None, faction)


def test_alt_cyclone_b_ly_78_r1_choose_two_modes():
    _two_modes(R1, "LY")


def test_alt_cyclone_b_ly_78_r2_axiom_version_choose_two_modes():
    _two_modes(R2, "AX")
