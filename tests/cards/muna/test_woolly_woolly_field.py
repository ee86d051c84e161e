"""Woolly Woolly Field (Landmark): {T}: create a Woollyback token in target opponent's
Companion Expedition; the next Character you play this turn gains 1 boost (R1: {J} a
Woollyback there too)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    SKALD, add_mana, card, end_turn_of_opponent, put, ready_mana, settle, start, tokens_named, use_first,
)

C, R1, R2 = "ALT_CYCLONE_B_MU_82_C", "ALT_CYCLONE_B_MU_82_R1", "ALT_CYCLONE_B_MU_82_R2"


def _field(version: str, cost: int, joined_sheep: int):
    g, p = start()
    field = put(g, p, version)
    add_mana(g, p, cost + 2)
    before = ready_mana(g, p)
    play(g, field)
    settle(g)
    assert before - ready_mana(g, p) == cost and field in g.players[p].landmarks
    assert len(tokens_named(g, 1 - p, "Woollyback", Side.COMPANION)) == joined_sheep
    return g, p, field


def _tap(g, p, field, before_sheep: int):
    end_turn_of_opponent(g, p)
    use_first(g, field)
    settle(g)
    assert g.cards[field].has(Status.EXHAUSTED)
    [*_, sheep] = tokens_named(g, 1 - p, "Woollyback", Side.COMPANION)
    assert len(tokens_named(g, 1 - p, "Woollyback")) == before_sheep + 1
    assert g.cards[sheep].controller == 1 - p
    skald = put(g, p, SKALD)
    play(g, skald)
    settle(g)
    assert g.cards[skald].boosts == 1
    assert card(g.cdef(field).id).zone_type.value == "landmark"


def test_alt_cyclone_b_mu_82_c_exhausts_for_a_woollyback_and_a_boost_on_my_next_character():
    g, p, field = _field(C, 3, 0)
    _tap(g, p, field, 0)
    assert card(C).faction.value == "MU"


def test_alt_cyclone_b_mu_82_r1_also_gives_a_woollyback_as_it_joins():
    g, p, field = _field(R1, 2, 1)
    _tap(g, p, field, 1)
    assert card(R1).faction.value == "MU"


def test_alt_cyclone_b_mu_82_r2_costs_two_and_exhausts_for_a_woollyback():
    g, p, field = _field(R2, 2, 0)
    _tap(g, p, field, 0)
    assert card(R2).faction.value == "BR"
