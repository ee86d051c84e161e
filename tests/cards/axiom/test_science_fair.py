"""Science Fair: {T}: put a card from your hand in Reserve, and if you do, draw a card; the
rares: {J} exhaust me, and the card put in Reserve is exhausted (CR 7.3.10)."""

from altered_tui.engine.types import Status, Zone

from tests.cards.builders import (
    SKALD, add_mana, back_to, card, only_in_hand, pick_if_asked, put, ready_again, spell_cost_paid, start, use_ability,
)


def _fair(version: str, cost: int, rare: bool) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.is_landmark) == (cost, cost, True)
    g, p = start()
    add_mana(g, p, 1)
    me = put(g, p, version)
    assert spell_cost_paid(g, p, me) == cost
    assert g.cards[me].has(Status.EXHAUSTED) == rare  # {J} Exhaust me
    back_to(g, p)
    if rare:
        ready_again(g, me)
    kept = put(g, p, SKALD)
    only_in_hand(g, p, [kept])
    top = g.players[p].deck[0]
    use_ability(g, me, 2 if rare else 1)
    pick_if_asked(g, kept)
    assert kept in g.players[p].reserve and top in g.players[p].hand
    assert g.cards[kept].has(Status.EXHAUSTED) == rare


def test_alt_duster_b_ax_100_c_put_a_card_in_reserve_to_draw():
    assert card("ALT_DUSTER_B_AX_100_C").faction.value == "AX"
    _fair("ALT_DUSTER_B_AX_100_C", 4, rare=False)


def test_alt_duster_b_ax_100_r1_joins_exhausted_put_and_exhaust_a_card_to_draw():
    assert card("ALT_DUSTER_B_AX_100_R1").faction.value == "AX"
    _fair("ALT_DUSTER_B_AX_100_R1", 3, rare=True)


def test_alt_duster_b_ax_100_r2_joins_exhausted_put_and_exhaust_a_card_to_draw():
    assert card("ALT_DUSTER_B_AX_100_R2").faction.value == "YZ"
    _fair("ALT_DUSTER_B_AX_100_R2", 3, rare=True)
