"""Phoibos, Reka Hexarch (Exalted): {H} target opponent reveals a random card from their hand
(CR 3.1.3.f); if I'm In Contact (README ruling), you may immediately play it for free and it
gains Fleeting (CR 7.3.20, 2.4.6); if you don't, it is discarded (CR 7.3.5)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import SKALD, add_mana, card, clear_hand, put, start


def revealed(contact: bool, yes: bool = True) -> tuple[str, int, int, bool]:
    """The opponent's one card: (its zone, its controller, its owner, Fleeting)."""
    g, p = start()
    add_mana(g, p, 4)
    if not contact:
        g.players[1 - p].positions[Side.HERO] = 1  # their hero Expedition has left my region
    clear_hand(g, 1 - p)
    theirs = put(g, 1 - p, SKALD)
    me = put(g, p, "ALT_DUSTER_B_LY_98_E")
    play(g, me, side="hero")
    if g.pending.kind == "may" and g.pending.player == p:
        act(g, "yes" if yes else "no")
        if yes:
            act(g, next(o for o in options(g) if f"#{theirs}@" in o and o.endswith("companion free")))
    c = g.cards[theirs]
    return c.zone.value, c.controller, c.owner, c.has(Status.FLEETING)


def test_alt_duster_b_ly_98_e_in_contact_plays_the_revealed_card_free_and_fleeting():
    g, p = start()
    assert revealed(True) == ("expedition", p, 1 - p, True)
    assert revealed(True, yes=False)[0] == "discard"
    assert revealed(False)[0] == "discard"  # not In Contact: no play, it is discarded
    d = card("ALT_DUSTER_B_LY_98_E")
    assert (d.rarity.value, d.hand_cost, d.reserve_cost, d.stats) == ("exalted", 7, 4, (6, 3, 6))
