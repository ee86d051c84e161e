"""The Ugly Duckling: {D}: target Expedition Ascends; rares: {J} you may pay 1 for a boost,
and then my Expedition Ascends."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (add_mana, check_facts, put, ready_mana, settle, start,
                                  use_support)


def _support(version):
    g, p = start()
    duck = put(g, p, version, Zone.RESERVE)
    use_support(g, duck)
    act(g, "expedition -> hero yours")
    assert g.ascended == [(p, Side.HERO)] and duck in g.players[p].discard


def _joins(version, pay):
    g, p = start()
    add_mana(g, p, 2)
    duck = put(g, p, version)
    play(g, duck, side="companion")
    settle(g)
    before = ready_mana(g, p)
    act(g, "yes" if pay else "no")
    return g, p, duck, before - ready_mana(g, p)


def test_alt_cyclone_b_or_66_c_discard_from_reserve_target_expedition_ascends():
    _support("ALT_CYCLONE_B_OR_66_C")
    g, p = start()
    duck = put(g, p, "ALT_CYCLONE_B_OR_66_C")
    play(g, duck)
    assert g.ascended == [] and not any(o == "yes" for o in options(g))  # nothing as it joins
    check_facts("ALT_CYCLONE_B_OR_66_C", 1, 1, (1, 0, 1), "OR")


def test_alt_cyclone_b_or_66_r1_pay_one_boost_and_my_expedition_ascends():
    g, p, duck, paid = _joins("ALT_CYCLONE_B_OR_66_R1", True)
    assert paid == 1 and g.cards[duck].boosts == 1 and g.ascended == [(p, Side.COMPANION)]
    g, p, duck, paid = _joins("ALT_CYCLONE_B_OR_66_R1", False)
    assert paid == 0 and g.cards[duck].boosts == 0 and g.ascended == []
    _support("ALT_CYCLONE_B_OR_66_R1")
    check_facts("ALT_CYCLONE_B_OR_66_R1", 1, 1, (1, 0, 1), "OR")


def test_alt_cyclone_b_or_66_r2_pay_one_boost_and_my_expedition_ascends():
    g, p, duck, paid = _joins("ALT_CYCLONE_B_OR_66_R2", True)
    assert paid == 1 and g.cards[duck].boosts == 1 and g.ascended == [(p, Side.COMPANION)]
    _support("ALT_CYCLONE_B_OR_66_R2")
    check_facts("ALT_CYCLONE_B_OR_66_R2", 1, 1, (1, 0, 1), "MU")
