"""Partial Referee: {H} discard target Character; if its Base Cost was {3} or more (as it left
play, README: Rules notes), its controller draws a card. R1: a Character or Permanent. R2: as R1."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import HAVEN_WARRIOR, SKALD, add_mana, check_facts, pick, put, start


def refereed(version: str, victim_id: str, zone: Zone = Zone.EXPEDITION) -> tuple[str, int]:
    g, p = start()
    add_mana(g, p, 2)
    victim = put(g, 1 - p, victim_id, zone, Side.HERO if zone is Zone.EXPEDITION else None)
    hand = len(g.players[1 - p].hand)
    me = put(g, p, version)
    play(g, me)
    if g.pending.kind == "target":
        pick(g, victim, "target")
    return g.cards[victim].zone.value, len(g.players[1 - p].hand) - hand


def test_alt_duster_b_yz_93_c_discards_and_a_dear_ones_controller_draws():
    assert refereed("ALT_DUSTER_B_YZ_93_C", HAVEN_WARRIOR) == ("discard", 1)  # Hand Cost 3
    assert refereed("ALT_DUSTER_B_YZ_93_C", SKALD) == ("discard", 0)  # Hand Cost 2
    check_facts("ALT_DUSTER_B_YZ_93_C", 5, 3, (2, 4, 2), "YZ")


def test_alt_duster_b_yz_93_r1_a_permanent_too():
    assert refereed("ALT_DUSTER_B_YZ_93_R1", "ALT_CORE_B_AX_24_C", Zone.LANDMARKS) == ("discard", 1)
    assert refereed("ALT_DUSTER_B_YZ_93_R1", SKALD) == ("discard", 0)
    check_facts("ALT_DUSTER_B_YZ_93_R1", 5, 3, (3, 4, 3), "YZ")


def test_alt_duster_b_yz_93_r2_a_permanent_too():
    assert refereed("ALT_DUSTER_B_YZ_93_R2", "ALT_CORE_B_AX_24_C", Zone.LANDMARKS) == ("discard", 1)
    assert refereed("ALT_DUSTER_B_YZ_93_R2", SKALD) == ("discard", 0)
    check_facts("ALT_DUSTER_B_YZ_93_R2", 5, 3, (3, 4, 3), "MU")
