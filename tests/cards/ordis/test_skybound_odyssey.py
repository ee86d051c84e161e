"""Skybound Odyssey: draw a card, both your Expeditions Ascend, then play for free up to two
(R1: three) Characters with Base Cost 3 or less."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (ACHILLES, AMELIA, add_mana, check_facts, clear_hand, put,
                                  ready_mana, resolve_spell, play_spell, start)


def _cast(version, plays):
    g, p = start()
    add_mana(g, p, 4)
    clear_hand(g, p)
    small = [put(g, p, AMELIA) for _ in range(4)]
    big = put(g, p, ACHILLES)  # Base Cost 5: never offered
    spell = put(g, p, version)
    hand = len(g.players[p].hand)
    play_spell(g, spell)
    assert len(g.players[p].hand) == hand - 1 + 1  # the Spell left, a card was drawn
    assert sorted(s.value for _p, s in g.ascended) == ["companion", "hero"]
    orbs = ready_mana(g, p)
    played = 0
    while g.pending.kind == "play_now" and g.pending.player == p:
        assert not any(f"#{big}@" in o for o in options(g))
        act(g, next(o for o in options(g) if "-> hero" in o and "Amelia" in o))
        played += 1
    resolve_spell(g, spell)
    assert played == plays and ready_mana(g, p) == orbs  # for free
    assert sum(1 for c in small if g.cards[c].zone is Zone.EXPEDITION) == plays


def test_alt_cyclone_b_or_80_c_draw_both_ascend_play_two_for_free():
    _cast("ALT_CYCLONE_B_OR_80_C", 2)
    check_facts("ALT_CYCLONE_B_OR_80_C", 5, 6, None, "OR")


def test_alt_cyclone_b_or_80_r1_draw_both_ascend_play_three_for_free():
    _cast("ALT_CYCLONE_B_OR_80_R1", 3)
    check_facts("ALT_CYCLONE_B_OR_80_R1", 7, 7, None, "OR")


def test_alt_cyclone_b_or_80_r2_draw_both_ascend_play_two_for_free():
    _cast("ALT_CYCLONE_B_OR_80_R2", 2)
    check_facts("ALT_CYCLONE_B_OR_80_R2", 5, 6, None, "BR")
