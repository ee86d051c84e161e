"""X Marks the Spot: Fleeting; roll a die, send target Character to the Xth position of its
owner's Deck, X the result (CR 7.3.19, 3.2.2.b). The rares: if X is higher than its Hand Cost,
ready one Mana Orb (CR 7.3.18)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import SKALD, check_facts, fix_dice, pick_if_asked, put, ready_mana, start


def _sends(version: str, result: int):
    g, p = start()
    victim = put(g, 1 - p, SKALD, Zone.EXPEDITION)  # Hand Cost 2
    fix_dice(g, result)
    spell = put(g, p, version)
    before = ready_mana(g, p)
    play(g, spell)
    pick_if_asked(g, victim)
    deck = g.players[1 - p].deck
    assert victim in deck and deck.index(victim) == result - 1  # the Xth card from the top
    assert spell in g.players[p].discard  # Fleeting
    return before - ready_mana(g, p)


def test_alt_bise_b_ly_60_c_sends_a_character_to_the_xth_position_of_its_deck():
    assert _sends("ALT_BISE_B_LY_60_C", 4) == 3
    assert _sends("ALT_BISE_B_LY_60_C", 1) == 3  # on top
    check_facts("ALT_BISE_B_LY_60_C", 3, 3, None, "LY")


def _rare(version: str, faction: str) -> None:
    assert _sends(version, 3) == 2  # 3 is higher than Hand Cost 2: one orb readied
    assert _sends(version, 2) == 3  # not higher
    check_facts(version, 3, 3, None, faction)


def test_alt_bise_b_ly_60_r1_readies_an_orb_when_x_beats_the_hand_cost():
    _rare("ALT_BISE_B_LY_60_R1", "LY")


def test_alt_bise_b_ly_60_r2_readies_an_orb_when_x_beats_the_hand_cost():
    _rare("ALT_BISE_B_LY_60_R2", "MU")
