"""Plague of Prejudice (Exalted, Corruption): {J} I gain Anchored; {H} send to Reserve each other
Character with Forest less than or equal to mine (CR 2.3), anyone's."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (HAVEN_WARRIOR, PATHFINDER, TROOPER, add_mana, card, check_facts, put,
                                  settle, start)


def test_alt_eole_b_mu_115_e_anchored_and_sends_weaker_characters_to_reserve():
    check_facts("ALT_EOLE_B_MU_115_E", 5, 2, (2, 2, 2), "MU")
    d = card("ALT_EOLE_B_MU_115_E")
    assert d.rarity.value == "exalted" and d.has_subtype("Corruption")
    g, p = start()
    add_mana(g, p, 5)
    theirs_weak = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)  # Forest 1
    theirs_strong = put(g, 1 - p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.HERO)  # Forest 4
    mine_weak = put(g, p, PATHFINDER, Zone.EXPEDITION, Side.COMPANION)  # Forest 0
    me = put(g, p, "ALT_EOLE_B_MU_115_E")
    play(g, me)
    settle(g)
    assert g.cards[me].has(Status.ANCHORED) and g.cards[me].zone is Zone.EXPEDITION
    assert g.cards[theirs_weak].zone is Zone.RESERVE and g.cards[mine_weak].zone is Zone.RESERVE
    assert g.cards[theirs_strong].zone is Zone.EXPEDITION
