"""The Refinery, a Landmark: when a card leaves your Reserve during the Afternoon, I gain 1
Sap counter; {T}, spend 3 of my Sap counters: Characters in your Reserve gain 1 boost (Axiom
rare: distribute 3 boosts among any Characters in Reserve, either player's)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import options, play
from tests.cards.builders import (
    AMELIA, FOUNDRY_MECHANIC, add_mana, back_to, choose, put, settle, start, use_ability,
)


def _refined(version: str, distributed: bool = False) -> None:
    g, p = start()
    refinery = put(g, p, version, Zone.LANDMARKS)
    g.cards[refinery].counters["sap"] = 2
    waiting = put(g, p, AMELIA, Zone.RESERVE)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    mechanic = put(g, p, FOUNDRY_MECHANIC, Zone.RESERVE)
    add_mana(g, p, 1)
    assert not any(o.startswith("use") and f"#{refinery}" in o for o in options(g))  # 2 Sap
    play(g, mechanic, src="reserve")  # a card leaves the Reserve: a third Sap counter
    settle(g)
    assert g.cards[refinery].counters["sap"] == 3
    back_to(g, p)
    use_ability(g, refinery, 2)  # its second ability
    if distributed:
        for cid in (theirs, waiting, theirs):
            choose(g, cid)
        assert g.cards[waiting].boosts == 1 and g.cards[theirs].boosts == 2
    else:
        settle(g)
        assert g.cards[waiting].boosts == 1 and g.cards[theirs].boosts == 0
    assert g.cards[refinery].counters["sap"] == 0 and g.cards[refinery].has(Status.EXHAUSTED)


def test_alt_bise_b_ax_63_c_gains_sap_as_cards_leave_the_reserve_and_boosts_it():
    _refined("ALT_BISE_B_AX_63_C")


def test_alt_bise_b_ax_63_r2_gains_sap_as_cards_leave_the_reserve_and_boosts_it():
    _refined("ALT_BISE_B_AX_63_R2")


def test_alt_bise_b_ax_63_r1_gains_sap_and_distributes_three_boosts_in_reserves():
    _refined("ALT_BISE_B_AX_63_R1", distributed=True)
