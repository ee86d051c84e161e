"""Arawn: Scout 2; {J} Animals you control gain 1 boost (the Lyra R2: Artists)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import AMELIA, PLANT, SKALD, add_mana, put, ready_mana, settle, start


def _joins(version: str, kin: str, scout: bool = False):
    """My Character of the sub-type `kin`, another of mine that isn't, and the opponent's of
    that sub-type; Arawn is played from hand (for its Scout cost if `scout`)."""
    g, p = start()
    mine = put(g, p, kin, Zone.EXPEDITION, Side.COMPANION)
    other = put(g, p, AMELIA, Zone.EXPEDITION)
    theirs = put(g, 1 - p, kin, Zone.EXPEDITION)
    arawn = put(g, p, version)
    if not scout:
        add_mana(g, p, g.cdef(arawn).hand_cost - 3)
    before = ready_mana(g, p)
    act(g, f"play Arawn#{arawn}@hand -> hero{' scout' if scout else ''}")
    settle(g)
    paid = before - ready_mana(g, p)
    return g, paid, [g.cards[c].boosts for c in (mine, other, theirs, arawn)], arawn


def test_alt_bise_b_mu_57_c_animals_i_control_gain_a_boost():
    g, paid, boosts, arawn = _joins("ALT_BISE_B_MU_57_C", PLANT)
    assert paid == 5 and boosts == [1, 0, 0, 0]
    g, paid, boosts, arawn = _joins("ALT_BISE_B_MU_57_C", PLANT, scout=True)
    assert paid == 2 and boosts[0] == 1
    assert g.cards[arawn].zone is Zone.RESERVE  # Scout: it goes to Reserve (CR 7.4.5)


def test_alt_bise_b_mu_57_r1_animals_i_control_gain_a_boost():
    g, paid, boosts, arawn = _joins("ALT_BISE_B_MU_57_R1", PLANT)
    assert paid == 4 and boosts == [1, 0, 0, 0]


def test_alt_bise_b_mu_57_r2_artists_i_control_gain_a_boost():
    g, paid, boosts, arawn = _joins("ALT_BISE_B_MU_57_R2", SKALD)
    assert paid == 4 and boosts == [1, 0, 0, 0]
    g, paid, boosts, arawn = _joins("ALT_BISE_B_MU_57_R2", PLANT)
    assert boosts[0] == 0  # an Animal is not an Artist
