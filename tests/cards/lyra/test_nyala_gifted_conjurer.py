"""Nyala, Gifted Conjurer: {J} exchange target card in your Reserve with a card from your hand
(CR 7.3.9); the R1 also does Exhausted Resupply when played from hand (CR 7.3.11)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, SKALD, add_mana, only_in_hand, put, settle, start


def _exchanges(version: str, src: str = "hand"):
    g, p = start()
    add_mana(g, p, 1)
    for cid in list(g.players[p].reserve):
        g.players[p].reserve.remove(cid)
        g.players[p].discard.append(cid)
        g.cards[cid].zone = Zone.DISCARD
    stored = put(g, p, AMELIA, Zone.RESERVE)
    kept = put(g, p, SKALD)
    nyala = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    only_in_hand(g, p, [kept, nyala])
    play(g, nyala, src=src)
    settle(g)
    return g, p, stored, kept


def _swaps(version: str) -> None:
    g, p, stored, kept = _exchanges(version)
    assert stored in g.players[p].hand and kept in g.players[p].reserve


def test_alt_alize_b_ly_34_c_swaps_a_reserve_card_with_a_card_from_hand():
    _swaps("ALT_ALIZE_B_LY_34_C")


def test_alt_alize_b_ly_34_r2_swaps_a_reserve_card_with_a_card_from_hand():
    _swaps("ALT_ALIZE_B_LY_34_R2")


def test_alt_alize_b_ly_34_r1_from_hand_resupplies_exhausted_then_may_take_that_card():
    """Empty Reserve: played first, the Exhausted Resupply gives the exchange its card."""
    g, p = start()
    add_mana(g, p, 1)
    assert not g.players[p].reserve
    top = g.players[p].deck[0]
    kept = put(g, p, SKALD)
    nyala = put(g, p, "ALT_ALIZE_B_LY_34_R1")
    only_in_hand(g, p, [kept, nyala])
    play(g, nyala)
    act(g, f"react Nyala, Gifted Conjurer#{nyala} e2")  # {H} Exhausted Resupply first ({J} is e1)
    settle(g)  # then {J} (the last Reaction, played at once): the resupplied card and the Skald swap
    assert [e.data["card"] for e in g.log if e.kind == "resupply" and e.data["via"] == "exhausted"] == [top]
    assert top in g.players[p].hand and kept in g.players[p].reserve
