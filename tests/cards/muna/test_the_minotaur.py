"""The Minotaur: Scout 3. {J} target Character with Hand Cost 3 or less gains Anchored (rares:
any Character). The rares' support: 1 boost up to 2 at Noon (Lyra R2: when you play a
Character with a base statistic of 0)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    ACHILLES, AMELIA, PLAY_ZERO_STAT, add_mana, at_noon, can_pick, gains_up_to, put, ready_mana,
    settle, start, target,
)


def _anchors(version: str, scout: bool = False):
    g, p = start()
    amelia = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    achilles = put(g, p, ACHILLES, Zone.EXPEDITION, Side.HERO)  # Hand Cost 5
    minotaur = put(g, p, version)
    if not scout:
        add_mana(g, p, 3)
    before = ready_mana(g, p)
    act(g, f"play The Minotaur#{minotaur}@hand -> hero{' scout' if scout else ''}")
    settle(g)
    paid = before - ready_mana(g, p)
    return g, paid, amelia, achilles, minotaur


def test_alt_bise_b_mu_58_c_anchors_a_character_with_hand_cost_3_or_less():
    g, paid, amelia, achilles, _ = _anchors("ALT_BISE_B_MU_58_C")
    assert paid == 6 and not can_pick(g, achilles)  # Hand Cost 5
    target(g, amelia)
    assert g.cards[amelia].has(Status.ANCHORED)
    g, paid, amelia, achilles, minotaur = _anchors("ALT_BISE_B_MU_58_C", scout=True)
    assert paid == 3
    target(g, amelia)
    settle(g)
    assert g.cards[minotaur].zone is Zone.RESERVE  # Scout sends it to Reserve (CR 7.4.5)


def _anchors_any(version: str) -> None:
    g, paid, amelia, achilles, _ = _anchors(version)
    target(g, achilles)
    assert g.cards[achilles].has(Status.ANCHORED)


def test_alt_bise_b_mu_58_r1_anchors_any_character_and_boosts_at_noon():
    _anchors_any("ALT_BISE_B_MU_58_R1")
    assert gains_up_to("ALT_BISE_B_MU_58_R1", at_noon, 3) == [1, 2, 2]


def test_alt_bise_b_mu_58_r2_anchors_any_character_and_supports_zero_statistics():
    _anchors_any("ALT_BISE_B_MU_58_R2")
    assert gains_up_to("ALT_BISE_B_MU_58_R2", PLAY_ZERO_STAT, 3) == [1, 2, 2]
