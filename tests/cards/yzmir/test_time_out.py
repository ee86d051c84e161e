"""Time Out!: Fleeting; send to Reserve target Character with Base Cost {4} or less, then
exhaust it (CR 7.3.26, 7.3.10). R1: not Fleeting, but it gains Fleeting unless there are two
or more exhausted cards in Reserve afterwards (CR 2.4.6). R2: as R1."""

from altered_tui.engine.types import Side, Status, Zone

from tests.cards.builders import ACHILLES, HAVEN_WARRIOR, SKALD, card, pick, play_spell, put, start


def timed_out(version: str, victim_id: str, exhausted_before: int = 0) -> tuple[str, bool, str]:
    """(where the victim is, whether exhausted, where the Spell went)."""
    g, p = start()
    for _ in range(exhausted_before):
        cid = put(g, 1 - p, SKALD, Zone.RESERVE)
        g.cards[cid].status |= Status.EXHAUSTED
    victim = put(g, 1 - p, victim_id, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, version)
    play_spell(g, me)
    if g.pending.kind == "target" and g.pending.player == p:
        pick(g, victim, "target")
    return g.cards[victim].zone.value, g.cards[victim].has(Status.EXHAUSTED), g.cards[me].zone.value


def test_alt_duster_b_yz_95_c_sends_a_cheap_character_to_reserve_exhausted():
    assert timed_out("ALT_DUSTER_B_YZ_95_C", HAVEN_WARRIOR) == ("reserve", True, "discard")
    assert timed_out("ALT_DUSTER_B_YZ_95_C", ACHILLES)[0] == "expedition"  # Base Cost 5
    assert card("ALT_DUSTER_B_YZ_95_C").keywords.fleeting


def test_alt_duster_b_yz_95_r1_fleeting_unless_two_exhausted_cards_in_reserve():
    assert timed_out("ALT_DUSTER_B_YZ_95_R1", HAVEN_WARRIOR) == ("reserve", True, "discard")
    assert timed_out("ALT_DUSTER_B_YZ_95_R1", HAVEN_WARRIOR, 1) == ("reserve", True, "reserve")
    assert not card("ALT_DUSTER_B_YZ_95_R1").keywords.fleeting


def test_alt_duster_b_yz_95_r2_fleeting_unless_two_exhausted_cards_in_reserve():
    assert timed_out("ALT_DUSTER_B_YZ_95_R2", HAVEN_WARRIOR) == ("reserve", True, "discard")
    assert timed_out("ALT_DUSTER_B_YZ_95_R2", HAVEN_WARRIOR, 1) == ("reserve", True, "reserve")
    assert not card("ALT_DUSTER_B_YZ_95_R2").keywords.fleeting
    assert card("ALT_DUSTER_B_YZ_95_R2").faction.value == "BR"
