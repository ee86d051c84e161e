"""Janus: Gigantic (CR 7.4.4); when you discard a card from your hand, I gain 1 boost."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Zone

from tests.abilities.support import act, cast, options
from tests.cards.builders import card, check_facts, put, settle, start


def test_alt_eole_b_yz_113_c_gigantic_and_each_discard_from_your_hand_boosts_me():
    check_facts("ALT_EOLE_B_YZ_113_C", 4, 4, None, "YZ")
    d = card("ALT_EOLE_B_YZ_113_C")
    assert d.keywords.gigantic and (d.forest, d.mountain, d.water) == (1, 1, 1)
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_YZ_113_C", Zone.EXPEDITION)
    cast(g, ab.DiscardFromHand(kind="discard_from_hand", count=2))
    while g.pending.kind in ("choose", "reaction") and g.pending.player == p:
        act(g, options(g)[0])
    assert g.cards[me].counters.get("boost", 0) == 2
    theirs_before = g.cards[me].counters.get("boost", 0)
    g2, p2 = start()
    me2 = put(g2, p2, "ALT_EOLE_B_YZ_113_C", Zone.EXPEDITION)
    from altered_tui.engine.zones import move
    move(g2, g2.players[p2].deck[0], Zone.DISCARD)  # from the Deck: no discard from hand
    settle(g2)
    assert g2.cards[me2].counters.get("boost", 0) == 0 and theirs_before == 2


def _hand_or_reserve_discards_boost_me(version: str, faction: str) -> None:
    from altered_tui.engine.zones import move

    from tests.abilities.support import refresh
    from tests.cards.builders import AMELIA

    check_facts(version, 5, 5, None, faction)
    assert card(version).keywords.gigantic
    g, p = start()
    me = put(g, p, version, Zone.EXPEDITION)
    move(g, put(g, p, AMELIA, Zone.RESERVE), Zone.DISCARD)  # from your Reserve
    move(g, g.players[p].hand[0], Zone.DISCARD)  # from your hand
    move(g, g.players[p].deck[0], Zone.DISCARD)  # from your Deck: no
    refresh(g)
    settle(g)
    assert g.cards[me].counters.get("boost", 0) == 2


def test_alt_eole_b_yz_113_r1_discards_from_your_hand_or_reserve_boost_me():
    _hand_or_reserve_discards_boost_me("ALT_EOLE_B_YZ_113_R1", "YZ")


def test_alt_eole_b_yz_113_r2_discards_from_your_hand_or_reserve_boost_me():
    _hand_or_reserve_discards_boost_me("ALT_EOLE_B_YZ_113_R2", "LY")
