"""Della & Bolt: {T}: ready target Permanent in play or target card in Reserve; {2} more to
target a Permanent in play with Hand Cost {5} or more (CR 7.3.18, 5.1.2.e)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import options
from tests.cards.builders import (
    AMELIA, REPROCESSOR, can_pick, card, pick, put, ready_mana, set_hero, start, use_ability,
)

DELLA = "ALT_DUSTER_B_AX_85_C"
HIVE = "ALT_CORE_B_AX_30_C"  # Brassbug Hive, a Landmark with Hand Cost 5


def _exhausted(g, player, card_id, zone, side=None):
    cid = put(g, player, card_id, zone, side)
    g.cards[cid].status |= Status.EXHAUSTED
    return cid


def test_alt_duster_b_ax_85_c_ready_a_permanent_or_a_reserve_card_two_more_for_a_big_permanent():
    d = card(DELLA)
    assert (d.faction.value, d.reserve_limit, d.landmark_limit) == ("AX", 2, 2)
    g, p = start()
    hero = set_hero(g, p, DELLA)
    small = _exhausted(g, p, REPROCESSOR, Zone.LANDMARKS)
    big = _exhausted(g, 1 - p, HIVE, Zone.LANDMARKS)
    stored = _exhausted(g, p, AMELIA, Zone.RESERVE)
    character = _exhausted(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    before = ready_mana(g, p)
    use_ability(g, hero)
    assert g.pending.kind == "target"
    assert can_pick(g, small) and can_pick(g, big) and can_pick(g, stored)
    assert not can_pick(g, character)  # a Character in play is neither
    assert any(f"#{big}" in o and "extra 2" in o for o in options(g))  # priced as it is offered
    pick(g, big)
    assert not g.cards[big].has(Status.EXHAUSTED) and g.cards[hero].has(Status.EXHAUSTED)
    assert before - ready_mana(g, p) == 2  # the extra {2}
    assert any(e.kind == "surcharge" and e.data["count"] == 2 for e in g.log)


def test_alt_duster_b_ax_85_c_a_small_permanent_or_a_reserve_card_costs_nothing_more():
    g, p = start()
    hero = set_hero(g, p, DELLA)
    stored = _exhausted(g, p, AMELIA, Zone.RESERVE)
    big_in_reserve = _exhausted(g, p, HIVE, Zone.RESERVE)  # Hand Cost 5, but not in play
    before = ready_mana(g, p)
    use_ability(g, hero)
    assert not any(f"#{big_in_reserve}" in o and "extra" in o for o in options(g))
    pick(g, stored)
    assert not g.cards[stored].has(Status.EXHAUSTED) and ready_mana(g, p) == before
