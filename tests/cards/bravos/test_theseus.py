"""Theseus: Scout 3. {J} return target Character to its owner's hand; {R} I gain 2 boosts.
The Bravos rare: Scout 4, sends the target to Reserve instead, and gains 3 boosts."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act
from tests.cards.builders import (
    HAVEN_WARRIOR, add_mana, pick_if_asked, put, ready_mana, settle, start,
)


def _scouted(version: str, scout: int):
    g, p = start()
    theirs = put(g, 1 - p, HAVEN_WARRIOR, Zone.EXPEDITION)
    theseus = put(g, p, version)
    add_mana(g, p, scout)
    before = ready_mana(g, p)
    act(g, f"play Theseus#{theseus}@hand -> hero scout")
    while g.pending.kind in ("reaction", "target"):
        pick_if_asked(g, theirs)  # Theseus, in Reserve or not, could be the only other target
        settle(g)
    assert before - ready_mana(g, p) == scout  # CR 7.4.5.c
    assert g.cards[theseus].zone is Zone.RESERVE
    return g, p, theirs


def _returns_to_hand(version: str) -> None:
    g, p, theirs = _scouted(version, 3)
    assert theirs in g.players[1 - p].hand


def test_alt_bise_b_br_58_c_returns_a_character_to_hand_and_gains_2_from_reserve():
    _returns_to_hand("ALT_BISE_B_BR_58_C")
    _gains_from_reserve("ALT_BISE_B_BR_58_C", 2)


def test_alt_bise_b_br_58_r2_returns_a_character_to_hand_and_gains_2_from_reserve():
    _returns_to_hand("ALT_BISE_B_BR_58_R2")
    _gains_from_reserve("ALT_BISE_B_BR_58_R2", 2)


def test_alt_bise_b_br_58_r1_sends_a_character_to_reserve_and_gains_3_from_reserve():
    g, p, theirs = _scouted("ALT_BISE_B_BR_58_R1", 4)
    assert theirs in g.players[1 - p].reserve
    _gains_from_reserve("ALT_BISE_B_BR_58_R1", 3)


def _gains_from_reserve(version: str, boosts: int) -> None:
    """Played from Reserve, with an opponent's Character for its {J} to move: the {R} boosts."""
    g, p = start()
    theirs = put(g, 1 - p, HAVEN_WARRIOR, Zone.EXPEDITION)
    theseus = put(g, p, version, Zone.RESERVE)
    add_mana(g, p, 8)
    act(g, f"play Theseus#{theseus}@reserve -> hero")
    while g.pending.kind in ("reaction", "target"):
        pick_if_asked(g, theirs)
        settle(g)
    assert g.cards[theseus].boosts == boosts and g.cards[theseus].zone is Zone.EXPEDITION
    assert g.cards[theirs].zone is not Zone.EXPEDITION
