"""Nike: Eternal; at Noon target Expedition Ascends (R1: Eternal only while my Expedition is
Ascended)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import (card, check_facts, finish_day, put, run_until_prompt, start)


def _noon(version):
    g, p = start()
    nike = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    finish_day(g)
    assert nike in g.players[p].expeditions[Side.HERO]  # Eternal: stayed at Rest
    run_until_prompt(g, "Ascends")
    act(g, "expedition -> companion yours")
    assert g.ascended == [(p, Side.COMPANION)]


def test_alt_cyclone_b_or_76_c_eternal_and_at_noon_target_expedition_ascends():
    assert card("ALT_CYCLONE_B_OR_76_C").keywords.eternal
    _noon("ALT_CYCLONE_B_OR_76_C")
    check_facts("ALT_CYCLONE_B_OR_76_C", 7, 7, (3, 3, 3), "OR")


def test_alt_cyclone_b_or_76_r2_eternal_and_at_noon_target_expedition_ascends():
    _noon("ALT_CYCLONE_B_OR_76_R2")
    check_facts("ALT_CYCLONE_B_OR_76_R2", 7, 7, (4, 4, 4), "MU")


def test_alt_cyclone_b_or_76_r1_eternal_only_in_an_ascended_expedition():
    g, p = start()
    nike = put(g, p, "ALT_CYCLONE_B_OR_76_R1", Zone.EXPEDITION, Side.HERO)
    g.ascended = [(p, Side.HERO)]
    finish_day(g)
    assert nike in g.players[p].expeditions[Side.HERO] and g.ascended == []
    finish_day(g)
    assert nike in g.players[p].reserve  # no longer Ascended: it Rests
    check_facts("ALT_CYCLONE_B_OR_76_R1", 7, 7, (5, 5, 5), "OR")
