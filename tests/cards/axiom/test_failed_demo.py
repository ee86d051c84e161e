"""Failed Demo: exhaust a card in your Reserve, and if you do, send target Character with Base
Cost {3} or less to Reserve; Fleeting (the R1: Cooldown instead, CR 7.4.1)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    AMELIA, ASMODEUS, SKALD, add_mana, can_pick, card, pick_if_asked, put, spell_cost_paid, start,
)


def _demo(version: str, stored_ready: bool):
    g, p = start()
    add_mana(g, p, 1)
    stored = put(g, p, AMELIA, Zone.RESERVE)
    if not stored_ready:
        g.cards[stored].status |= Status.EXHAUSTED
    cheap = put(g, 1 - p, SKALD, Zone.EXPEDITION, Side.HERO)
    big = put(g, 1 - p, ASMODEUS, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, version)
    spell_cost_paid(g, p, me)
    if g.pending is not None and g.pending.kind == "choose":
        act(g, next(o for o in options(g) if f"#{stored}" in o))
    if g.pending is not None and g.pending.kind == "target":
        assert not can_pick(g, big)
    pick_if_asked(g, cheap)
    return g, p, me, stored, cheap


def _check(version: str, hand: int, reserve: int, faction: str, fleeting: bool) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (hand, reserve, faction)
    assert (d.keywords.fleeting, d.keywords.cooldown) == (fleeting, not fleeting)
    g, p, me, stored, cheap = _demo(version, stored_ready=True)
    assert g.cards[stored].has(Status.EXHAUSTED) and cheap in g.players[1 - p].reserve
    assert (me in g.players[p].discard) == fleeting
    g, p, me, stored, cheap = _demo(version, stored_ready=False)  # nothing to exhaust: no "do"
    assert cheap in g.players[1 - p].expeditions[Side.HERO]


def test_alt_duster_b_ax_97_c_exhaust_a_reserve_card_to_send_a_cheap_character_to_reserve():
    _check("ALT_DUSTER_B_AX_97_C", 2, 2, "AX", fleeting=True)


def test_alt_duster_b_ax_97_r1_cooldown_exhaust_a_reserve_card_to_send_a_cheap_character():
    _check("ALT_DUSTER_B_AX_97_R1", 2, 3, "AX", fleeting=False)


def test_alt_duster_b_ax_97_r2_exhaust_a_reserve_card_to_send_a_cheap_character_to_reserve():
    _check("ALT_DUSTER_B_AX_97_R2", 2, 2, "LY", fleeting=True)
