"""Altrun Teammate: {J} you may Rush (play another card now) to have me gain 1 boost
(rares: target Character gains it)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import (AMELIA, TROOPER, add_mana, check_facts, pick_if_asked, put,
                                  ready_mana, rush, settle, start)


def _joins_and_rushes(version, rushed: bool):
    g, p = start()
    add_mana(g, p, 2)
    friend = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    trooper = put(g, p, TROOPER)
    altrun = put(g, p, version)
    play(g, altrun)
    settle(g)
    rush(g, trooper if rushed else None)
    return g, p, altrun, friend, trooper


def test_alt_cyclone_b_br_67_c_rushing_a_trooper_gives_me_a_boost():
    g, p, altrun, friend, trooper = _joins_and_rushes("ALT_CYCLONE_B_BR_67_C", True)
    assert g.cards[trooper].zone is Zone.EXPEDITION
    assert ready_mana(g, p) == 5 - 2 - 1  # both paid in full
    assert g.cards[altrun].boosts == 1 and g.cards[friend].boosts == 0
    g, p, altrun, friend, trooper = _joins_and_rushes("ALT_CYCLONE_B_BR_67_C", False)
    assert g.cards[altrun].boosts == 0 and trooper in g.players[p].hand
    check_facts("ALT_CYCLONE_B_BR_67_C", 2, 2, (2, 2, 1), "BR")


def _rares(version, faction):
    g, p, altrun, friend, trooper = _joins_and_rushes(version, True)
    pick_if_asked(g, friend)
    assert g.cards[friend].boosts == 1 and g.cards[altrun].boosts == 0
    g, p, altrun, friend, trooper = _joins_and_rushes(version, False)
    assert g.cards[friend].boosts == 0
    check_facts(version, 2, 2, (2, 2, 2), faction)


def test_alt_cyclone_b_br_67_r1_rushing_gives_target_character_a_boost():
    _rares("ALT_CYCLONE_B_BR_67_R1", "BR")


def test_alt_cyclone_b_br_67_r2_rushing_gives_target_character_a_boost():
    _rares("ALT_CYCLONE_B_BR_67_R2", "LY")
