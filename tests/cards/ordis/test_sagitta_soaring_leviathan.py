"""Sagitta, Soaring Leviathan: Gigantic; costs less with Ascended Expeditions (R2: with a
Spell of Reserve Cost 4 or more in your Reserve)."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import (MAGICAL_TRAINING, SEAL, add_mana, card, check_facts,
                                  paid_to_play, put, start)


def _paid(version, ascended=(), reserve=()):
    g, p = start()
    add_mana(g, p, 3)
    g.ascended = [(p, s) for s in ascended]
    for spell in reserve:
        put(g, p, spell, Zone.RESERVE)
    sagitta = put(g, p, version)
    return paid_to_play(g, p, sagitta)


def test_alt_cyclone_b_or_74_c_one_less_for_each_ascended_expedition():
    assert card("ALT_CYCLONE_B_OR_74_C").keywords.gigantic
    assert [_paid("ALT_CYCLONE_B_OR_74_C", a) for a in ((), (Side.HERO,), tuple(Side))] == [6, 5, 4]
    check_facts("ALT_CYCLONE_B_OR_74_C", 6, 6, (3, 2, 3), "OR")


def test_alt_cyclone_b_or_74_r1_two_less_with_an_ascended_expedition():
    assert card("ALT_CYCLONE_B_OR_74_R1").keywords.gigantic
    assert [_paid("ALT_CYCLONE_B_OR_74_R1", a) for a in ((), (Side.COMPANION,), tuple(Side))] \
        == [6, 4, 4]
    check_facts("ALT_CYCLONE_B_OR_74_R1", 6, 6, (3, 2, 3), "OR")


def test_alt_cyclone_b_or_74_r2_two_less_with_a_costly_spell_in_reserve():
    assert card("ALT_CYCLONE_B_OR_74_R2").keywords.gigantic
    assert _paid("ALT_CYCLONE_B_OR_74_R2") == 6
    assert _paid("ALT_CYCLONE_B_OR_74_R2", reserve=[MAGICAL_TRAINING]) == 6  # Reserve Cost 1
    assert _paid("ALT_CYCLONE_B_OR_74_R2", reserve=[SEAL]) == 4  # Reserve Cost 5
    assert _paid("ALT_CYCLONE_B_OR_74_R2", tuple(Side)) == 6  # Ascending is not its condition
    check_facts("ALT_CYCLONE_B_OR_74_R2", 6, 6, (3, 2, 3), "YZ")
