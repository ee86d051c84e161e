"""Make it Work (a Feat, README rulings: Feats): {J} put a card from your hand in Reserve;
when you pass with an empty hand it completes itself; once Completed, {T}: if your hand is
empty, Resupply (CR 7.3.22)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, refresh
from tests.cards.builders import (
    AMELIA, add_mana, back_to, card, clear_hand, pick_if_asked, put, settle, spell_cost_paid, start,
    use_first,
)

VERSIONS = {"ALT_EOLE_B_AX_121_C": (3, "AX"), "ALT_EOLE_B_AX_121_R1": (2, "AX"),
            "ALT_EOLE_B_AX_121_R2": (2, "BR")}


def _joins_then_completes(version: str) -> None:
    cost, faction = VERSIONS[version]
    d = card(version)
    assert d.is_landmark and d.has_subtype("Feat") and d.faction.value == faction
    assert (d.hand_cost, d.reserve_cost) == (cost, cost)
    g, p = start()
    add_mana(g, p, cost)
    clear_hand(g, p)
    other = put(g, p, AMELIA)
    feat = put(g, p, version)
    assert spell_cost_paid(g, p, feat) == cost
    settle(g)
    pick_if_asked(g, other)
    settle(g)
    assert g.cards[other].zone is Zone.RESERVE and not g.players[p].hand
    back_to(g, p)
    assert not g.cards[feat].has(Status.COMPLETED)
    assert not any(o.startswith("use") and f"#{feat}" in o for o in options(g))
    act(g, "pass")
    settle(g)
    assert g.cards[feat].has(Status.COMPLETED)


def _completed_resupplies(version: str) -> None:
    g, p = start()
    feat = put(g, p, version, Zone.LANDMARKS)
    g.cards[feat].status |= Status.COMPLETED
    clear_hand(g, p)
    refresh(g)
    top = g.players[p].deck[0]
    use_first(g, feat)
    settle(g)
    assert top in g.players[p].reserve and g.cards[feat].has(Status.EXHAUSTED)


def _not_completed_with_a_card_in_hand(version: str) -> None:
    g, p = start()
    feat = put(g, p, version, Zone.LANDMARKS)
    assert g.players[p].hand
    act(g, "pass")
    settle(g)
    assert not g.cards[feat].has(Status.COMPLETED)


def test_alt_eole_b_ax_121_c_completes_when_you_pass_with_an_empty_hand():
    _joins_then_completes("ALT_EOLE_B_AX_121_C")
    _not_completed_with_a_card_in_hand("ALT_EOLE_B_AX_121_C")
    _completed_resupplies("ALT_EOLE_B_AX_121_C")


def test_alt_eole_b_ax_121_r1_completes_when_you_pass_with_an_empty_hand():
    _joins_then_completes("ALT_EOLE_B_AX_121_R1")
    _not_completed_with_a_card_in_hand("ALT_EOLE_B_AX_121_R1")
    _completed_resupplies("ALT_EOLE_B_AX_121_R1")


def test_alt_eole_b_ax_121_r2_completes_when_you_pass_with_an_empty_hand():
    _joins_then_completes("ALT_EOLE_B_AX_121_R2")
    _not_completed_with_a_card_in_hand("ALT_EOLE_B_AX_121_R2")
    _completed_resupplies("ALT_EOLE_B_AX_121_R2")
