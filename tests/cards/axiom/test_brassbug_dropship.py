"""Brassbug Dropship: when I'm sacrificed (by an effect or at Clean-up over the Landmark
limit, CR 4.2.5.c), a Brassbug Robot token in each of your Expeditions."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Phase, Side, Zone

from tests.abilities.support import give, play, spell
from tests.cards.builders import (
    HUB, card, pick, put, run_until, until_pending, settle, spell_cost_paid, start, tokens_named, add_mana,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_80_C", "ALT_CYCLONE_B_AX_80_R1", "ALT_CYCLONE_B_AX_80_R2"
SACRIFICE_A_PERMANENT = ab.Sacrifice(kind="sacrifice", objects=ab.Select(
    ref="choose", filter=ab.Filter(type="permanent")))


def _sacrificed_by_an_effect(version: str) -> None:
    g, p = start()
    add_mana(g, p, 3)
    dropship = put(g, p, version)
    assert spell_cost_paid(g, p, dropship) == card(version).hand_cost
    assert g.cards[dropship].zone is Zone.LANDMARKS
    g2, q = start()
    ship = put(g2, q, version, Zone.LANDMARKS)
    play(g2, give(g2, q, spell(SACRIFICE_A_PERMANENT)))
    settle(g2)
    assert g2.cards[ship].zone is Zone.DISCARD
    for side in Side:
        assert len(tokens_named(g2, q, "Brassbug", side)) == 1


def test_alt_cyclone_b_ax_80_c_sacrificed_makes_a_brassbug_in_each_expedition():
    assert (card(C).faction.value, card(C).reserve_cost) == ("AX", 3)
    _sacrificed_by_an_effect(C)


def test_alt_cyclone_b_ax_80_r1_sacrificed_at_clean_up_makes_two_brassbugs():
    assert (card(R1).faction.value, card(R1).hand_cost, card(R1).reserve_cost) == ("AX", 2, 2)
    _sacrificed_by_an_effect(R1)
    g, p = start()
    ship = put(g, p, R1, Zone.LANDMARKS)
    hubs = [put(g, p, HUB, Zone.LANDMARKS) for _ in range(2)]
    until_pending(g, "cleanup", p)  # three Landmarks, limit 2: the Hubs are kept
    for hub in hubs:
        pick(g, hub, "keep")
    run_until(g, 2, Phase.MORNING)
    assert g.cards[ship].zone is Zone.DISCARD
    for side in Side:
        assert len(tokens_named(g, p, "Brassbug", side)) == 1


def test_alt_cyclone_b_ax_80_r2_sacrificed_makes_a_brassbug_in_each_expedition():
    assert (card(R2).faction.value, card(R2).reserve_cost) == ("OR", 3)
    _sacrificed_by_an_effect(R2)
