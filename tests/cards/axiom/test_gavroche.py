"""Gavroche: {R} create an Aerolith token in your Landmarks; the Axiom rare asks for a
Permanent to sacrifice first, the Lyra rare for a card of your Reserve to discard
(README: Landmark tokens)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    HUB, TROOPER, add_mana, check_facts, landmark_tokens, put, settle, start,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_66_C", "ALT_CYCLONE_B_AX_66_R1", "ALT_CYCLONE_B_AX_66_R2"


def _from_reserve(version: str, landmark: bool = False, other_reserve_card: bool = False):
    g, p = start()
    hub = put(g, p, HUB, Zone.LANDMARKS) if landmark else None
    other = put(g, p, TROOPER, Zone.RESERVE) if other_reserve_card else None
    gavroche = put(g, p, version, Zone.RESERVE)
    add_mana(g, p, 2)
    play(g, gavroche, src="reserve")
    settle(g)
    return g, p, hub, other


def test_alt_cyclone_b_ax_66_c_played_from_reserve_creates_an_aerolith():
    check_facts(C, 1, 2, (0, 1, 1), "AX")
    g, p, _hub, _other = _from_reserve(C)
    assert len(landmark_tokens(g, p)) == 1


def test_alt_cyclone_b_ax_66_r1_sacrifices_a_permanent_to_create_an_aerolith():
    check_facts(R1, 1, 1, (0, 1, 1), "AX")
    g, p, hub, _other = _from_reserve(R1, landmark=True)
    assert g.pending.kind == "may"
    act(g, "yes")
    assert g.cards[hub].zone is Zone.DISCARD
    assert len(landmark_tokens(g, p)) == 1
    g, p, hub, _other = _from_reserve(R1, landmark=True)
    act(g, "no")
    assert g.cards[hub].zone is Zone.LANDMARKS and not landmark_tokens(g, p)
    g, p, _hub, _other = _from_reserve(R1)  # nothing to sacrifice: nothing to accept (CR 6.5.f)
    assert g.pending.kind != "may" or "yes" not in options(g)
    assert not landmark_tokens(g, p)


def test_alt_cyclone_b_ax_66_r2_discards_a_reserve_card_to_create_an_aerolith():
    check_facts(R2, 1, 1, (0, 1, 1), "LY")
    g, p, _hub, other = _from_reserve(R2, other_reserve_card=True)
    assert g.pending.kind == "may"
    act(g, "yes")
    while g.pending.kind == "choose":
        act(g, options(g)[0])
    assert g.cards[other].zone is Zone.DISCARD
    assert len(landmark_tokens(g, p)) == 1
