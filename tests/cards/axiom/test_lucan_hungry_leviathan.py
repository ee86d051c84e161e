"""Lucan, Hungry Leviathan (Gigantic): {J} you may discard any number of cards from your
Reserve to gain that many boosts; the Axiom rare (Tough 1) sacrifices any number of
Permanents instead (CR 7.3.25, 6.5.i)."""

from altered_tui.engine.characteristics import has_keyword
from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    HUB, TROOPER, add_mana, card, check_facts, pick, put, settle, start,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_74_C", "ALT_CYCLONE_B_AX_74_R1", "ALT_CYCLONE_B_AX_74_R2"


def _played(version: str, reserve: int = 0, landmarks: int = 0):
    g, p = start()
    cards = [put(g, p, TROOPER, Zone.RESERVE) for _ in range(reserve)]
    hubs = [put(g, p, HUB, Zone.LANDMARKS) for _ in range(landmarks)]
    lucan = put(g, p, version)
    add_mana(g, p, 2)
    play(g, lucan)
    settle(g)
    return g, p, lucan, cards, hubs


def _discards(version: str, faction: str) -> None:
    check_facts(version, 5, card(version).reserve_cost, None, faction)
    assert card(version).keywords.gigantic
    g, p, lucan, cards, _ = _played(version, reserve=3)
    assert g.pending.kind == "may"
    act(g, "yes")
    for cid in cards[:2]:
        pick(g, cid)
    act(g, "done")
    assert all(g.cards[c].zone is Zone.DISCARD for c in cards[:2])
    assert g.cards[cards[2]].zone is Zone.RESERVE
    assert g.cards[lucan].boosts == 2


def test_alt_cyclone_b_ax_74_c_discards_two_reserve_cards_for_two_boosts():
    _discards(C, "AX")


def test_alt_cyclone_b_ax_74_r1_sacrifices_permanents_for_as_many_boosts():
    check_facts(R1, 5, 5, None, "AX")
    assert card(R1).keywords.gigantic and card(R1).keywords.tough == 1
    g, p, lucan, _, hubs = _played(R1, landmarks=3)
    assert has_keyword(g, lucan, "gigantic")
    for cid in hubs[:2]:
        pick(g, cid)
    act(g, "done")
    assert [g.cards[c].zone for c in hubs] == [Zone.DISCARD, Zone.DISCARD, Zone.LANDMARKS]
    assert g.cards[lucan].boosts == 2
    g, p, lucan, _, hubs = _played(R1, landmarks=1)
    assert "done" in options(g)  # none at all is a choice too
    act(g, "done")
    assert g.cards[hubs[0]].zone is Zone.LANDMARKS and g.cards[lucan].boosts == 0


def test_alt_cyclone_b_ax_74_r2_discards_two_reserve_cards_for_two_boosts():
    _discards(R2, "LY")
