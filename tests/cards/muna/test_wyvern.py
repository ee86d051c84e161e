"""Wyvern: {H} you may send to Reserve target Character with Hand Cost 1 or less (rares: up
to two of them)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    AMELIA, FOUNDRY_MECHANIC, TROOPER, add_mana, check_facts, pick, put, settle, start,
)

C, R1, R2 = "ALT_CYCLONE_B_MU_73_C", "ALT_CYCLONE_B_MU_73_R1", "ALT_CYCLONE_B_MU_73_R2"


def _wyvern(version: str):
    g, p = start()
    small = put(g, 1 - p, FOUNDRY_MECHANIC, Zone.EXPEDITION)  # Hand Cost 1
    other_small = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.COMPANION)  # Hand Cost 1
    big = put(g, 1 - p, AMELIA, Zone.EXPEDITION)  # Hand Cost 3
    wyvern = put(g, p, version)
    add_mana(g, p, 4)
    play(g, wyvern)
    settle(g)
    return g, p, small, other_small, big


def test_alt_cyclone_b_mu_73_c_may_send_a_cheap_character_to_reserve():
    g, p, small, other_small, big = _wyvern(C)
    act(g, "yes")
    assert not any(f"#{big}" in o for o in options(g))  # Hand Cost 3: not a legal target
    pick(g, small)
    assert small in g.players[1 - p].reserve and g.cards[other_small].zone is Zone.EXPEDITION
    assert g.cards[big].zone is Zone.EXPEDITION
    check_facts(C, 4, 3, (3, 3, 4), "MU")


def test_alt_cyclone_b_mu_73_r1_sends_up_to_two_cheap_characters_to_reserve():
    g, p, small, other_small, big = _wyvern(R1)
    pick(g, small)
    pick(g, other_small)
    assert {small, other_small} <= set(g.players[1 - p].reserve)
    assert g.cards[big].zone is Zone.EXPEDITION
    check_facts(R1, 4, 3, (3, 3, 4), "MU")


def test_alt_cyclone_b_mu_73_r2_may_send_only_one_or_none():
    g, p, small, other_small, big = _wyvern(R2)
    pick(g, small)
    act(g, "done")
    assert small in g.players[1 - p].reserve and g.cards[other_small].zone is Zone.EXPEDITION
    check_facts(R2, 4, 3, (3, 3, 4), "YZ")
