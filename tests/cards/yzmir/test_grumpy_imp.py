"""Grumpy Imp: when you discard a card from your hand, if I have no boosts, I gain 1 boost."""

from altered_tui.engine.types import Zone

from tests.cards.builders import AMELIA, check_facts, put, settle, start
from tests.abilities.support import act, cast, options
from altered_tui.cards import abilities as ab


def _one_boost_for_two_discards(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.EXPEDITION)
    put(g, p, AMELIA)
    cast(g, ab.DiscardFromHand(kind="discard_from_hand", count=2))
    while g.pending.kind in ("choose", "reaction") and g.pending.player == p:
        act(g, options(g)[0])
    assert g.cards[me].counters.get("boost", 0) == 1  # two discards, one boost


def test_alt_eole_b_yz_111_c_a_discard_from_your_hand_boosts_me_only_while_unboosted():
    check_facts("ALT_EOLE_B_YZ_111_C", 2, 2, (2, 2, 1), "YZ")
    _one_boost_for_two_discards("ALT_EOLE_B_YZ_111_C")


def test_alt_eole_b_yz_111_r1_a_discard_from_your_hand_boosts_me_only_while_unboosted():
    check_facts("ALT_EOLE_B_YZ_111_R1", 1, 1, (1, 1, 0), "YZ")
    _one_boost_for_two_discards("ALT_EOLE_B_YZ_111_R1")


def test_alt_eole_b_yz_111_r2_a_card_put_from_hand_in_reserve_boosts_me_while_unboosted():
    from altered_tui.engine.types import Side

    check_facts("ALT_EOLE_B_YZ_111_R2", 2, 2, (2, 2, 1), "AX")
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_YZ_111_R2", Zone.EXPEDITION, Side.HERO)
    cast(g, ab.PutFromHand(kind="put_from_hand", zone="reserve"))
    while g.pending.kind in ("choose", "reaction") and g.pending.player == p:
        act(g, options(g)[0])
    assert g.cards[me].counters.get("boost", 0) == 1
    cast_two = ab.DiscardFromHand(kind="discard_from_hand")  # a discard is no put in Reserve
    from tests.cards.builders import back_to
    back_to(g, p)
    cast(g, cast_two)
    while g.pending.kind in ("choose", "reaction") and g.pending.player == p:
        act(g, options(g)[0])
    assert g.cards[me].counters.get("boost", 0) == 1
