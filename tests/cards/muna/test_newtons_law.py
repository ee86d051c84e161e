"""Newton's Law: Fleeting; a Manaseed token in target opponent's Landmarks, then send to
Reserve (the rares: discard) target Character they control with Base Cost {3} or less."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import (
    ASMODEUS, SKALD, can_pick, card, pick_if_asked, put, spell_cost_paid, start,
)


def _law(version: str, zone: Zone) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.keywords.fleeting) == (2, 2, True)
    g, p = start()
    cheap = put(g, 1 - p, SKALD, Zone.EXPEDITION, Side.HERO)
    put(g, 1 - p, ASMODEUS, Zone.EXPEDITION, Side.HERO)  # Hand Cost 6: not a target
    mine = put(g, p, SKALD, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, version)
    assert spell_cost_paid(g, p, me) == 2
    assert not can_pick(g, mine)
    pick_if_asked(g, cheap)
    assert cheap in getattr(g.players[1 - p], zone.value)
    assert [g.cdef(c).name for c in g.players[1 - p].landmarks] == ["Manaseed"]
    assert me in g.players[p].discard  # Fleeting


def test_alt_duster_b_mu_99_c_manaseed_for_them_then_their_cheap_character_to_reserve():
    assert card("ALT_DUSTER_B_MU_99_C").faction.value == "MU"
    _law("ALT_DUSTER_B_MU_99_C", Zone.RESERVE)


def test_alt_duster_b_mu_99_r1_manaseed_for_them_then_discard_their_cheap_character():
    assert card("ALT_DUSTER_B_MU_99_R1").faction.value == "MU"
    _law("ALT_DUSTER_B_MU_99_R1", Zone.DISCARD)


def test_alt_duster_b_mu_99_r2_manaseed_for_them_then_discard_their_cheap_character():
    assert card("ALT_DUSTER_B_MU_99_R2").faction.value == "BR"
    _law("ALT_DUSTER_B_MU_99_R2", Zone.DISCARD)
