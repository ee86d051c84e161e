"""Tech Lab Unit, a Landmark: {J} Resupply; your Reserve limit is increased by one (CR
3.2.10.b, counted at Clean-up, 4.2.5.c)."""

from altered_tui.engine.types import Phase, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, add_mana, put, run_until, settle, start


def _lab(version: str) -> None:
    g, p = start()
    add_mana(g, p, 3)
    lab = put(g, p, version)
    play(g, lab)
    settle(g)
    assert g.cards[lab].zone is Zone.LANDMARKS
    assert len(g.players[p].reserve) == 1  # the Resupply
    for _ in range(3):
        put(g, p, AMELIA, Zone.RESERVE)
    run_until(g, 2, Phase.MORNING)
    assert len(g.players[p].reserve) == 3  # the Hero's limit of 2, and one more


def test_alt_bise_b_ax_61_c_resupplies_and_raises_the_reserve_limit():
    _lab("ALT_BISE_B_AX_61_C")


def test_alt_bise_b_ax_61_r1_resupplies_and_raises_the_reserve_limit():
    _lab("ALT_BISE_B_AX_61_R1")


def test_alt_bise_b_ax_61_r2_resupplies_and_raises_the_reserve_limit():
    _lab("ALT_BISE_B_AX_61_R2")
