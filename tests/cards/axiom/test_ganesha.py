"""Ganesha: {J} for each Permanent you control (R2: each other Character you control), you may
activate its {J} abilities — asked object after object, in the order they are in play."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import BLADEDANCER, add_mana, put, settle_accepting, start
from tests.log_text import prompt


def _ganesha_with_landmarks(ganesha_id, answers):
    g, p = start()
    add_mana(g, p, 4)
    put(g, p, "ALT_CORE_B_BR_30_R", Zone.LANDMARKS)  # {J} Resupply
    put(g, p, "ALT_CORE_B_AX_29_R", Zone.LANDMARKS)  # {J} Draw a card
    theirs = put(g, 1 - p, "ALT_CORE_B_AX_29_R", Zone.LANDMARKS)
    ganesha = put(g, p, ganesha_id)
    hand, reserve = len(g.players[p].hand), len(g.players[p].reserve)
    play(g, ganesha)
    prompts = []
    for answer in answers:
        assert g.pending.kind == "may"
        prompts.append(prompt(g))
        act(g, answer)
    settle_accepting(g)
    return g, p, prompts, len(g.players[p].hand) - (hand - 1), len(g.players[p].reserve) - reserve, theirs


def test_alt_core_b_ax_19_c_may_activate_each_permanents_j_one_by_one():
    g, p, prompts, drawn, resupplied, _ = _ganesha_with_landmarks("ALT_CORE_B_AX_19_C", ["yes", "no"])
    assert prompts[0].endswith("Haven, Bravos Bastion") and prompts[1].endswith("The Foundry, Axiom Bastion")
    assert resupplied == 1 and drawn == 0


def test_alt_core_b_ax_19_c_opponents_permanents_are_not_asked_about():
    g, p, prompts, drawn, resupplied, theirs = _ganesha_with_landmarks("ALT_CORE_B_AX_19_C", ["no", "no"])
    assert g.pending.kind != "may" and resupplied == 0 and drawn == 0


def test_alt_core_b_ax_19_r_costs_6_and_activates_both():
    g, p = start()
    add_mana(g, p, 3)
    put(g, p, "ALT_CORE_B_AX_29_R", Zone.LANDMARKS)
    ganesha = put(g, p, "ALT_CORE_B_AX_19_R")
    hand = len(g.players[p].hand)
    play(g, ganesha)  # 6 mana: exactly what there is
    act(g, "yes")
    settle_accepting(g)
    assert len(g.players[p].hand) == hand  # Ganesha left, one card drawn
    g2, p2, prompts, drawn, resupplied, _ = _ganesha_with_landmarks("ALT_CORE_B_AX_19_R", ["yes", "yes"])
    assert drawn == 1 and resupplied == 1


def test_alt_core_b_ax_19_r2_activates_other_characters_not_permanents():
    g, p = start()
    add_mana(g, p, 4)
    put(g, p, "ALT_CORE_B_BR_30_R", Zone.LANDMARKS)  # a Permanent: not asked about
    dancer = put(g, p, BLADEDANCER, Zone.EXPEDITION, Side.COMPANION)
    ganesha = put(g, p, "ALT_CORE_B_AX_19_R2")
    reserve = len(g.players[p].reserve)
    play(g, ganesha)
    assert g.pending.kind == "may" and prompt(g).endswith("Bravos Bladedancer")
    act(g, "yes")
    settle_accepting(g)
    assert g.cards[dancer].boosts == 1 and g.cards[ganesha].boosts == 0
    assert len(g.players[p].reserve) == reserve
