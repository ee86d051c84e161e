"""Master Lapidary: the common has no ability; the rares: {H} you may sacrifice a Permanent
to ready a Mana Orb (CR 7.3.25, 7.3.18)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import HUB, card, check_facts, pick_if_asked, put, ready_mana, settle, start


def test_alt_eole_b_ax_113_c_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_AX_113_C", 4, 2, (3, 3, 3), "AX")
    d = card("ALT_EOLE_B_AX_113_C")
    assert d.abilities == () and d.support == () and d.has_subtype("Engineer")


def _sacrifices_to_ready_an_orb(version: str, faction: str) -> None:
    check_facts(version, 3, 2, (3, 3, 3), faction)
    g, p = start()
    hub = put(g, p, HUB, Zone.LANDMARKS)
    play(g, put(g, p, version))
    settle(g)
    spent = ready_mana(g, p)
    act(g, "yes")
    pick_if_asked(g, hub)
    settle(g)
    assert g.cards[hub].zone is Zone.DISCARD and ready_mana(g, p) == spent + 1


def test_alt_eole_b_ax_113_r1_from_hand_may_sacrifice_a_permanent_to_ready_a_mana_orb():
    _sacrifices_to_ready_an_orb("ALT_EOLE_B_AX_113_R1", "AX")


def test_alt_eole_b_ax_113_r2_from_hand_may_sacrifice_a_permanent_to_ready_a_mana_orb():
    _sacrifices_to_ready_an_orb("ALT_EOLE_B_AX_113_R2", "OR")
