"""Abandoned Depot: {J} draw a card; when I'm sacrificed, draw a card (rares: Resupply);
{T}, {1}: sacrifice me (CR 7.3.25)."""

from altered_tui.engine.types import Phase, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    add_mana, check_facts, put, ready_mana, run_until, settle, spell_cost_paid, start, use_first,
    back_to,
)
from tests.cards.builders import card as card_def

C, R1, R2 = "ALT_CYCLONE_B_AX_79_C", "ALT_CYCLONE_B_AX_79_R1", "ALT_CYCLONE_B_AX_79_R2"


def _played_then_sacrificed(version: str):
    g, p = start()
    depot = put(g, p, version)
    add_mana(g, p, 1)
    hand = len(g.players[p].hand)
    paid = spell_cost_paid(g, p, depot)
    settle(g)
    assert paid == card_def(version).hand_cost
    assert g.cards[depot].zone is Zone.LANDMARKS
    assert len(g.players[p].hand) == hand  # the Depot left the hand, the {J} draw came in
    back_to(g, p)
    top, hand, reserve = g.players[p].deck[0], len(g.players[p].hand), len(g.players[p].reserve)
    mana = ready_mana(g, p)
    use_first(g, depot)
    settle(g)
    assert ready_mana(g, p) == mana - 1 and g.cards[depot].zone is Zone.DISCARD
    return g, p, top, hand, reserve


def test_alt_cyclone_b_ax_79_c_draws_when_played_and_when_sacrificed():
    assert card_def(C).faction.value == "AX" and card_def(C).reserve_cost == 3
    g, p, top, hand, reserve = _played_then_sacrificed(C)
    assert top in g.players[p].hand and len(g.players[p].hand) == hand + 1


def _resupplies(version: str, faction: str) -> None:
    d = card_def(version)
    assert (d.faction.value, d.hand_cost, d.reserve_cost) == (faction, 2, 2)
    g, p, top, hand, reserve = _played_then_sacrificed(version)
    assert top in g.players[p].reserve and len(g.players[p].hand) == hand


def test_alt_cyclone_b_ax_79_r1_resupplies_when_sacrificed():
    _resupplies(R1, "AX")


def test_alt_cyclone_b_ax_79_r2_resupplies_when_sacrificed():
    _resupplies(R2, "YZ")
