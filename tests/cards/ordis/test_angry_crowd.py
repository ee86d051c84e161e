"""Angry Crowd: Fleeting; discard target Character or Permanent (CR 7.3.5), then create a
Manaseed token in your Landmarks. R1 and Yzmir R2: the Manaseed only if its Base Cost was {2}
or less, read as it left play (a Fleeting one's Reserve Cost; README: Rules notes)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.cards.builders import (
    HAVEN_WARRIOR, SKALD, add_mana, card, pick, play_spell, put, ready_mana, start,
)


def crowd(version: str, victim_id: str, fleeting: bool = False) -> tuple[str, int, int]:
    """(where the victim went, Manaseeds made, mana paid)."""
    g, p = start()
    add_mana(g, p, 3)
    victim = put(g, 1 - p, victim_id, Zone.EXPEDITION, Side.HERO)
    if fleeting:
        g.cards[victim].status |= Status.FLEETING
    me = put(g, p, version)
    before = ready_mana(g, p)
    play_spell(g, me)
    if g.pending.kind == "target":
        pick(g, victim, "target")
    assert me in g.players[p].discard  # Fleeting
    seeds = sum(1 for c in g.players[p].landmarks if g.cdef(c).name == "Manaseed")
    return g.cards[victim].zone.value, seeds, before - ready_mana(g, p)


def test_alt_duster_b_or_99_c_discards_then_creates_a_manaseed():
    assert crowd("ALT_DUSTER_B_OR_99_C", HAVEN_WARRIOR) == ("discard", 1, 5)
    assert card("ALT_DUSTER_B_OR_99_C").keywords.fleeting


def test_alt_duster_b_or_99_r1_a_manaseed_only_for_a_base_cost_of_two_or_less():
    assert crowd("ALT_DUSTER_B_OR_99_R1", SKALD) == ("discard", 1, 4)  # Hand Cost 2
    assert crowd("ALT_DUSTER_B_OR_99_R1", HAVEN_WARRIOR) == ("discard", 0, 4)  # Hand Cost 3
    assert card("ALT_DUSTER_B_OR_99_R1").keywords.fleeting


def test_alt_duster_b_or_99_r2_a_fleeting_one_counts_its_reserve_cost():
    assert crowd("ALT_DUSTER_B_OR_99_R2", SKALD) == ("discard", 1, 4)
    assert crowd("ALT_DUSTER_B_OR_99_R2", "ALT_CORE_B_BR_04_C") == ("discard", 1, 4)  # Hand Cost 1
    assert crowd("ALT_DUSTER_B_OR_99_R2", "ALT_CORE_B_BR_04_C", fleeting=True) == ("discard", 0, 4)
    assert card("ALT_DUSTER_B_OR_99_R2").faction.value == "YZ"
