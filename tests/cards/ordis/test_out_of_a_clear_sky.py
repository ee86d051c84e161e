"""Out of a Clear Sky: Fleeting; costs less with Ascended Expeditions; send target Character
to Reserve."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import (AMELIA, add_mana, card, check_facts, pick_if_asked, put, spell_cost_paid,
                                  start)


def _cast(version, ascended):
    g, p = start()
    add_mana(g, p, 2)
    g.ascended = [(p, s) for s in ascended]
    victim = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    spell = put(g, p, version)
    paid = spell_cost_paid(g, p, spell)
    pick_if_asked(g, victim)
    assert victim in g.players[1 - p].reserve
    assert spell in g.players[p].discard  # Fleeting (CR 2.4.6)
    return paid


def test_alt_cyclone_b_or_77_c_one_less_with_an_ascended_expedition():
    assert card("ALT_CYCLONE_B_OR_77_C").keywords.fleeting
    assert _cast("ALT_CYCLONE_B_OR_77_C", []) == 4
    assert _cast("ALT_CYCLONE_B_OR_77_C", [Side.HERO]) == 3
    assert _cast("ALT_CYCLONE_B_OR_77_C", list(Side)) == 3
    check_facts("ALT_CYCLONE_B_OR_77_C", 4, 4, None, "OR")


def test_alt_cyclone_b_or_77_r1_one_less_for_each_ascended_expedition():
    assert _cast("ALT_CYCLONE_B_OR_77_R1", []) == 4
    assert _cast("ALT_CYCLONE_B_OR_77_R1", [Side.HERO]) == 3
    assert _cast("ALT_CYCLONE_B_OR_77_R1", list(Side)) == 2
    check_facts("ALT_CYCLONE_B_OR_77_R1", 4, 4, None, "OR")


def test_alt_cyclone_b_or_77_r2_two_less_with_an_ascended_expedition():
    assert _cast("ALT_CYCLONE_B_OR_77_R2", []) == 4
    assert _cast("ALT_CYCLONE_B_OR_77_R2", [Side.COMPANION]) == 2
    check_facts("ALT_CYCLONE_B_OR_77_R2", 4, 4, None, "MU")
