"""Plague of Avarice (Exalted, Corruption): {H} each Permanent you control activates its {J}
abilities (CR 7.3.1.b); when you pass, sacrifice a Permanent (CR 7.3.25)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import HUB, add_mana, card, check_facts, pick_if_asked, put, settle, start


def test_alt_eole_b_ax_117_e_from_hand_permanents_activate_joins_and_passing_sacrifices_one():
    check_facts("ALT_EOLE_B_AX_117_E", 5, 2, (2, 3, 3), "AX")
    d = card("ALT_EOLE_B_AX_117_E")
    assert d.rarity.value == "exalted" and d.has_subtype("Corruption")
    g, p = start()
    add_mana(g, p, 5)
    hub = put(g, p, HUB, Zone.LANDMARKS)  # {J} I gain three Kelon counters
    theirs = put(g, 1 - p, HUB, Zone.LANDMARKS)
    play(g, put(g, p, "ALT_EOLE_B_AX_117_E"))
    settle(g)
    assert g.cards[hub].counters.get("kelon", 0) == 3
    assert g.cards[theirs].counters.get("kelon", 0) == 0
    while g.pending.player != p:
        act(g, "pass")
    act(g, "pass")
    settle(g)
    pick_if_asked(g, hub)
    settle(g)
    assert g.cards[hub].zone is Zone.DISCARD and g.cards[theirs].zone is Zone.LANDMARKS
