"""Lyra Contortionist. Support: while ready in Reserve, I don't count towards your Reserve
limit at Clean-up (CR 4.2.5.c, 2.2.11.i). The R1: {R} I lose Fleeting."""

from altered_tui.engine.types import Phase, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, add_mana, check_facts, put, run_until, settle, start


def _after_clean_up(version: str, exhausted: bool = False) -> list[int]:
    """The Contortionist and two other cards in Reserve (the Hero's limit is 2): what stays."""
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    if exhausted:
        g.cards[me].status |= Status.EXHAUSTED
    for _ in range(2):
        put(g, p, AMELIA, Zone.RESERVE)
    run_until(g, 2, Phase.MORNING)
    return [me in g.players[p].reserve, len(g.players[p].reserve)]


def test_alt_bise_b_ly_51_c_stays_in_reserve_beside_a_full_reserve():
    assert _after_clean_up("ALT_BISE_B_LY_51_C") == [True, 3]
    assert _after_clean_up("ALT_BISE_B_LY_51_C", exhausted=True)[1] == 2  # CR 2.2.11.j
    check_facts("ALT_BISE_B_LY_51_C", 2, 2, (2, 3, 0), "LY")


def test_alt_bise_b_ly_51_r1_loses_fleeting_from_reserve_and_takes_no_reserve_place():
    assert _after_clean_up("ALT_BISE_B_LY_51_R1") == [True, 3]
    g, p = start()
    me = put(g, p, "ALT_BISE_B_LY_51_R1", Zone.RESERVE)
    add_mana(g, p, 3)
    play(g, me, src="reserve")
    settle(g)
    assert g.cards[me].zone is Zone.EXPEDITION and not g.cards[me].has(Status.FLEETING)


def test_alt_bise_b_ly_51_r2_stays_in_reserve_beside_a_full_reserve():
    assert _after_clean_up("ALT_BISE_B_LY_51_R2") == [True, 3]
    check_facts("ALT_BISE_B_LY_51_R2", 2, 2, (3, 2, 0), "MU")
