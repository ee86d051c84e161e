"""Blizzard, a Fleeting Spell: send each Character of target Expedition to Reserve, then
exhaust them; the R1 costs {1} less if there are two or more exhausted cards in Reserve
(CR 5.1.2.e)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import SKALD, add_mana, put, spell_cost_paid, start


def _blizzard(version: str) -> None:
    g, p = start()
    add_mana(g, p, 2)
    hit = [put(g, 1 - p, SKALD, Zone.EXPEDITION), put(g, 1 - p, SKALD, Zone.EXPEDITION)]
    spared = put(g, 1 - p, SKALD, Zone.EXPEDITION, Side.COMPANION)
    blizzard = put(g, p, version)
    play(g, blizzard)
    act(g, "expedition -> hero theirs")
    assert all(c in g.players[1 - p].reserve and g.cards[c].has(Status.EXHAUSTED) for c in hit)
    assert g.cards[spared].zone is Zone.EXPEDITION
    assert blizzard in g.players[p].discard


def test_alt_alize_b_yz_42_c_freezes_a_whole_expedition():
    _blizzard("ALT_ALIZE_B_YZ_42_C")


def test_alt_alize_b_yz_42_r2_freezes_a_whole_expedition():
    _blizzard("ALT_ALIZE_B_YZ_42_R2")


def test_alt_alize_b_yz_42_r1_costs_1_less_with_two_exhausted_cards_in_reserve():
    _blizzard("ALT_ALIZE_B_YZ_42_R1")
    for exhausted, cost in ((1, 5), (2, 4)):
        g, p = start()
        add_mana(g, p, 2)
        for i in range(exhausted):
            g.cards[put(g, i % 2, SKALD, Zone.RESERVE)].status |= Status.EXHAUSTED  # either Reserve
        put(g, 1 - p, SKALD, Zone.EXPEDITION)
        assert spell_cost_paid(g, p, put(g, p, "ALT_ALIZE_B_YZ_42_R1")) == cost
