"""Terrified Ghost: a Character with no ability."""

from tests.cards.builders import card, check_facts


def test_alt_eole_b_yz_107_c_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_YZ_107_C", 2, 1, (2, 1, 1), "YZ")
    assert card("ALT_EOLE_B_YZ_107_C").abilities == ()


def test_alt_eole_b_yz_107_r2_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_YZ_107_R2", 2, 1, (2, 2, 2), "MU")
    assert card("ALT_EOLE_B_YZ_107_R2").abilities == ()


def test_alt_eole_b_yz_107_r1_discarded_from_your_hand_resupplies():
    from altered_tui.cards import abilities as ab
    from altered_tui.engine.types import Zone

    from tests.abilities.support import act, cast, options
    from tests.cards.builders import clear_hand, pick, put, settle, start

    check_facts("ALT_EOLE_B_YZ_107_R1", 2, 1, (2, 1, 1), "YZ")
    g, p = start()
    clear_hand(g, p)
    me = put(g, p, "ALT_EOLE_B_YZ_107_R1")
    top = g.players[p].deck[0]
    cast(g, ab.DiscardFromHand(kind="discard_from_hand"))
    if g.pending.kind == "choose":
        pick(g, me)
    settle(g)
    assert g.cards[me].zone is Zone.DISCARD and top in g.players[p].reserve
