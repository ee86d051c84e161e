"""Push Back the Night (a Feat, README rulings: Feats): {J} draw a card; at Noon, if six or
more cards are in your discard pile, complete me; Completed: when you discard a card from
your hand, you may exhaust me to create a Mana Moth token in target Expedition."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Phase, Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import act, cast, options
from tests.cards.builders import card, put, run_until, settle, spell_cost_paid, start

ME = "ALT_EOLE_B_YZ_121_C"
MANA_MOTH = "ALT_ALIZE_B_YZ_47_C"


def test_alt_eole_b_yz_121_c_joins_drawing_a_card():
    d = card(ME)
    assert d.is_landmark and d.has_subtype("Feat") and (d.hand_cost, d.reserve_cost) == (3, 3)
    g, p = start()
    me = put(g, p, ME)
    hand = len(g.players[p].hand)
    assert spell_cost_paid(g, p, me) == 3
    settle(g)
    assert len(g.players[p].hand) == hand  # the Feat left the hand, a card came in
    assert g.cards[me].zone is Zone.LANDMARKS


def _completed_at_noon(in_discard: int, version: str = ME) -> bool:
    g, p = start()
    me = put(g, p, version, Zone.LANDMARKS)
    run_until(g, 2, Phase.MORNING)
    for cid in list(g.players[p].discard):
        move(g, cid, Zone.DECK)
    for _ in range(in_discard):
        move(g, g.players[p].deck[-1], Zone.DISCARD)
    run_until(g, 2, Phase.AFTERNOON)
    return g.cards[me].has(Status.COMPLETED)


def test_alt_eole_b_yz_121_c_completes_at_noon_with_six_cards_in_your_discard_pile():
    assert _completed_at_noon(6) and not _completed_at_noon(5)


def test_alt_eole_b_yz_121_c_completed_a_discard_from_hand_may_exhaust_me_for_a_mana_moth():
    g, p = start()
    me = put(g, p, ME, Zone.LANDMARKS)
    g.cards[me].status |= Status.COMPLETED
    cast(g, ab.DiscardFromHand(kind="discard_from_hand"))
    act(g, options(g)[0])  # which card to discard
    settle(g)
    act(g, "yes")
    while g.pending.kind in ("target", "expedition", "choose") and g.pending.player == p:
        act(g, options(g)[0])
    settle(g)
    assert g.cards[me].has(Status.EXHAUSTED)
    assert sum(1 for c in g.cards.values() if c.card_id == MANA_MOTH and c.zone is Zone.EXPEDITION) == 1


def test_alt_eole_b_yz_121_r1_joins_drawing_then_discarding_and_completes_like_the_common():
    d = card("ALT_EOLE_B_YZ_121_R1")
    assert (d.hand_cost, d.reserve_cost) == (2, 2) and d.faction.value == "YZ"
    g, p = start()
    from tests.cards.builders import clear_hand, pick_if_asked
    clear_hand(g, p)
    drawn = g.players[p].deck[0]
    assert spell_cost_paid(g, p, put(g, p, "ALT_EOLE_B_YZ_121_R1")) == 2
    settle(g)
    pick_if_asked(g, drawn)
    settle(g)
    assert g.cards[drawn].zone is Zone.DISCARD
    assert _completed_at_noon(6, "ALT_EOLE_B_YZ_121_R1") and not _completed_at_noon(5, "ALT_EOLE_B_YZ_121_R1")
