"""Inari: a vanilla Character (3/2, 3-1-3).

Inari rares: R: at Noon draw a card; R2: support {D}: activate the {J} abilities of target
Permanent you control."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.log_text import caused_by
from tests.cards.builders import (
    check_facts,
    pick,
    played,
    put,
    ready_mana,
    settle,
    start,
    to_afternoon_of_day_two,
)


def test_alt_core_b_mu_11_c_costs_three_from_hand_two_from_reserve():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_11_C")
    before = ready_mana(g, p)
    play(g, cid)
    assert ready_mana(g, p) == before - 3 and stats(g, cid) == (3, 1, 3)
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_11_C", Zone.RESERVE)
    before = ready_mana(g, p)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == before - 2


def test_alt_core_b_mu_11_r_draws_a_card_at_noon():
    g, p, cid, paid = played("ALT_CORE_B_MU_11_R")
    settle(g)
    g.cards[cid].status |= Status.ANCHORED  # stays in play through the first Night
    draws_before = sum(1 for e in g.log if e.kind == "draw" and e.player == p and caused_by(g, e, "reaction"))
    to_afternoon_of_day_two(g)
    draws = sum(1 for e in g.log if e.kind == "draw" and e.player == p and caused_by(g, e, "reaction"))
    assert draws - draws_before == 1
    check_facts("ALT_CORE_B_MU_11_R", 3, 2, (3, 1, 3), "MU")


def test_alt_core_b_mu_11_r2_support_activates_a_landmarks_join_ability():
    g, p = start()
    inari = put(g, p, "ALT_CORE_B_MU_11_R2", Zone.RESERVE)
    bastion = put(g, p, "ALT_CORE_B_LY_30_R2", Zone.LANDMARKS)  # {J} Resupply
    top = g.players[p].deck[0]
    act(g, f"use Inari#{inari} s1")
    if g.pending.kind == "target":
        pick(g, bastion)
    settle(g)
    if g.pending.kind == "choose":  # the bastion's Resupply reveals two cards
        pick(g, top)
    assert top in g.players[p].reserve and inari in g.players[p].discard
    check_facts("ALT_CORE_B_MU_11_R2", 3, 2, (3, 3, 3), "AX")
