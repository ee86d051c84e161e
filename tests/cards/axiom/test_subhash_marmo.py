"""Subhash & Marmo (Hero): at Noon, you may pay {1} and put a card from your hand in Reserve to
create a Brassbug in target Expedition."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    FOUNDRY_MECHANIC,
    advance_to_noon,
    label,
    put,
    ready_mana,
    set_hero,
    start,
    tokens_named,
)


SUBHASH = "ALT_CORE_B_AX_03_C"


def _at_noon_may(g):
    return g.phase.value == "noon" and g.pending.kind == "may"


def test_alt_core_b_ax_03_c_6_4_pay_one_and_put_a_card_in_reserve_for_a_brassbug():
    g, p = start()
    set_hero(g, p, SUBHASH)
    advance_to_noon(g, stop=lambda g: _at_noon_may(g) and g.pending.player == p)
    assert options(g) == ["yes", "no"]
    card = put(g, p, FOUNDRY_MECHANIC)
    mana = ready_mana(g, p)
    reserve = len(g.players[p].reserve)
    act(g, "yes")
    act(g, f"choose {label(g, card)}")
    act(g, "expedition -> companion yours")
    assert g.cards[card].zone is Zone.RESERVE and len(g.players[p].reserve) == reserve + 1
    assert ready_mana(g, p) == mana - 1
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1


def test_alt_core_b_ax_03_c_declined_or_unpayable_without_a_hand():
    g, p = start()
    set_hero(g, p, SUBHASH)

    def empty_hand(g):
        from altered_tui.engine.zones import move

        for cid in list(g.players[p].hand):
            move(g, cid, Zone.DISCARD)

    advance_to_noon(g, before_noon=empty_hand, stop=lambda g: _at_noon_may(g) and g.pending.player == p)
    assert g.players[p].hand == [] and options(g) == ["no"]  # the cost can't be paid
    act(g, "no")
    assert tokens_named(g, p, "Brassbug") == []
