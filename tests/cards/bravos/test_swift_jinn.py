"""Swift Jinn: Scout 3. {J} you may put a card from your Reserve in your Mana zone as an
exhausted Mana Orb (the Bravos rare: as a ready one)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act
from tests.cards.builders import (
    AMELIA, CHRONICLER, add_mana, can_pick, pick, put, ready_mana, settle, start,
)


def _jinn_to_mana(version: str, ready: bool) -> None:
    g, p = start()
    kept = put(g, p, AMELIA, Zone.RESERVE)
    theirs = put(g, 1 - p, CHRONICLER, Zone.RESERVE)
    jinn = put(g, p, version)
    add_mana(g, p, 3)
    orbs = len(g.players[p].mana)
    act(g, f"play Swift Jinn#{jinn}@hand -> hero scout")
    while g.pending.kind == "reaction":
        settle(g)
        if g.pending.kind == "may":
            act(g, "yes")
            assert not can_pick(g, theirs)  # your Reserve only
            pick(g, kept)
    assert kept in g.players[p].mana and len(g.players[p].mana) == orbs + 1
    assert g.cards[kept].has(Status.EXHAUSTED) is not ready
    assert ready_mana(g, p) == orbs - 3 + (1 if ready else 0)  # Scout 3 paid
    assert theirs in g.players[1 - p].reserve


def _may_decline(version: str) -> None:
    g, p = start()
    kept = put(g, p, AMELIA, Zone.RESERVE)
    jinn = put(g, p, version)
    add_mana(g, p, 3)
    act(g, f"play Swift Jinn#{jinn}@hand -> hero")
    settle(g)
    act(g, "no")
    assert kept in g.players[p].reserve


def test_alt_bise_b_br_57_c_may_put_a_reserve_card_in_mana_exhausted():
    _jinn_to_mana("ALT_BISE_B_BR_57_C", ready=False)
    _may_decline("ALT_BISE_B_BR_57_C")


def test_alt_bise_b_br_57_r1_may_put_a_reserve_card_in_mana_ready():
    _jinn_to_mana("ALT_BISE_B_BR_57_R1", ready=True)
    _may_decline("ALT_BISE_B_BR_57_R1")


def test_alt_bise_b_br_57_r2_may_put_a_reserve_card_in_mana_exhausted():
    _jinn_to_mana("ALT_BISE_B_BR_57_R2", ready=False)
