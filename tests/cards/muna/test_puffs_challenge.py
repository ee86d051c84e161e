"""Puff's Challenge: Fleeting; I cost {1} less (rares: {2}) if an opponent controls three or
more Characters; send target Character to Reserve."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    AMELIA, add_mana, card, pick, put, ready_mana, settle, start,
)

C, R1, R2 = "ALT_CYCLONE_B_MU_78_C", "ALT_CYCLONE_B_MU_78_R1", "ALT_CYCLONE_B_MU_78_R2"


def _challenge(version: str, theirs: int):
    g, p = start()
    victims = [put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO if i % 2 else Side.COMPANION)
               for i in range(theirs)]
    put(g, p, AMELIA, Zone.EXPEDITION)  # mine do not count
    put(g, p, AMELIA, Zone.EXPEDITION)
    spell = put(g, p, version)
    add_mana(g, p, 4)
    before = ready_mana(g, p)
    play(g, spell)
    pick(g, victims[0])
    settle(g)
    assert victims[0] in g.players[1 - p].reserve
    assert spell in g.players[p].discard  # Fleeting (CR 2.4.6.d)
    return before - ready_mana(g, p)


def _facts(version: str, faction: str):
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.faction.value, d.keywords.fleeting) == (4, 4, faction, True)


def test_alt_cyclone_b_mu_78_c_costs_one_less_against_three_characters():
    assert _challenge(C, 3) == 3
    assert _challenge(C, 2) == 4
    _facts(C, "MU")


def test_alt_cyclone_b_mu_78_r1_costs_two_less_against_three_characters():
    assert _challenge(R1, 3) == 2
    assert _challenge(R1, 2) == 4
    _facts(R1, "MU")


def test_alt_cyclone_b_mu_78_r2_costs_two_less_against_three_characters():
    assert _challenge(R2, 4) == 2
    _facts(R2, "AX")
