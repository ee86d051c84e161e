"""Jumping Frog: when you pass first, I gain 1 boost (rares: target Character does)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import AMELIA, check_facts, pick_if_asked, put, start


def _passes_first(version):
    g, p = start()
    frog = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    friend = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    act(g, "pass")
    return g, p, frog, friend


def test_alt_cyclone_b_br_66_c_passing_first_boosts_me():
    g, p, frog, friend = _passes_first("ALT_CYCLONE_B_BR_66_C")
    assert g.cards[frog].boosts == 1 and g.cards[friend].boosts == 0
    check_facts("ALT_CYCLONE_B_BR_66_C", 1, 1, (0, 0, 1), "BR")


def _boosts_a_target(version, faction):
    g, p, frog, friend = _passes_first(version)
    pick_if_asked(g, friend)
    assert g.cards[friend].boosts == 1 and g.cards[frog].boosts == 0
    check_facts(version, 1, 1, (0, 0, 1), faction)


def test_alt_cyclone_b_br_66_r1_passing_first_boosts_a_target():
    _boosts_a_target("ALT_CYCLONE_B_BR_66_R1", "BR")


def test_alt_cyclone_b_br_66_r2_passing_first_boosts_a_target():
    _boosts_a_target("ALT_CYCLONE_B_BR_66_R2", "LY")


def test_alt_cyclone_b_br_66_c_passing_second_does_nothing():
    g, p = start()
    frog = put(g, 1 - p, "ALT_CYCLONE_B_BR_66_C", Zone.EXPEDITION, Side.HERO)
    act(g, "pass")  # the other player passes first
    act(g, "pass")
    assert not [e for e in g.log if e.kind == "trigger" and e.data.get("card") == frog]
