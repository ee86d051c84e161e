"""Alelo, Eerie Leviathan: Gigantic (CR 7.4.4); I'm also considered a Spell, in play or not
(README: Rules notes), so what looks for Spells finds me. The Axiom rare: an Expedition
Permanent instead."""

from altered_tui.engine.characteristics import is_gigantic
from altered_tui.engine.types import Zone

from tests.abilities.support import act, options
from tests.cards.builders import (add_mana, check_facts, paid_to_play, put,
                                  set_hero, start, tokens_named)

MOYO = "ALT_CYCLONE_B_YZ_65_C"  # when you play a Spell with Base Cost 4 or more ...
ACOLYTE = "ALT_CYCLONE_B_YZ_68_C"  # Spells with Base Cost 4 or more cost 1 less
ACOLYTE_AX = "ALT_CYCLONE_B_YZ_68_R2"  # Permanents with Base Cost 4 or more cost 1 less


def _counts_as_a_spell(card_id, cost):
    g, p = start()
    set_hero(g, p, MOYO)
    put(g, p, ACOLYTE, Zone.EXPEDITION)
    add_mana(g, p, cost)
    alelo = put(g, p, card_id)
    assert paid_to_play(g, p, alelo) == cost - 1  # a Spell for Studious Acolyte, in hand
    assert is_gigantic(g, alelo) and g.cdef(alelo).is_character
    assert options(g) == ["yes", "no"]  # a Spell for Moyo & Silk as it is played
    act(g, "yes")
    assert len(tokens_named(g, p, "Mana Moth")) == 1


def test_alt_cyclone_b_yz_73_c_gigantic_and_counted_as_a_spell():
    _counts_as_a_spell("ALT_CYCLONE_B_YZ_73_C", 5)
    check_facts("ALT_CYCLONE_B_YZ_73_C", 5, 5, (2, 2, 2), "YZ")


def test_alt_cyclone_b_yz_73_r1_gigantic_and_counted_as_a_spell():
    _counts_as_a_spell("ALT_CYCLONE_B_YZ_73_R1", 4)
    check_facts("ALT_CYCLONE_B_YZ_73_R1", 4, 4, (1, 1, 1), "YZ")


def test_alt_cyclone_b_yz_73_r2_counted_as_a_permanent_not_a_spell():
    g, p = start()
    set_hero(g, p, MOYO)
    put(g, p, ACOLYTE_AX, Zone.EXPEDITION)
    add_mana(g, p, 4)
    alelo = put(g, p, "ALT_CYCLONE_B_YZ_73_R2")
    assert paid_to_play(g, p, alelo) == 3  # a Permanent for the Axiom Acolyte
    assert is_gigantic(g, alelo)
    assert g.pending.kind == "turn" and g.pending.player == 1 - p  # not a Spell for Moyo
    check_facts("ALT_CYCLONE_B_YZ_73_R2", 4, 4, (1, 1, 1), "AX")
