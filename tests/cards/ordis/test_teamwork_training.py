"""Teamwork Training: Fleeting. Send to Reserve target Character with Hand Cost X or less, X the
number of Characters you control; R first creates an Ordis Recruit in target Expedition."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import TROOPER, add_mana, pick, play_spell, put, start


TRAINEE = "ALT_CORE_B_BR_09_C"  # Hand Cost 2
ARMORER = "ALT_CORE_B_AX_16_C"  # Hand Cost 3


def _board(mine):
    g, p = start()
    add_mana(g, p, 2)
    for i in range(mine):
        put(g, p, TROOPER, Zone.EXPEDITION, Side.HERO if i % 2 else Side.COMPANION)
    trainee = put(g, 1 - p, TRAINEE, Zone.EXPEDITION, Side.HERO)
    armorer = put(g, 1 - p, ARMORER, Zone.EXPEDITION, Side.HERO)
    return g, p, trainee, armorer


def _targets(g):
    return {int(o.split("#")[1].split()[0]) for o in options(g) if o.startswith("target")}


def test_alt_core_b_or_24_c_sends_a_character_costing_up_to_the_number_you_control():
    g, p, trainee, armorer = _board(2)
    spell = put(g, p, "ALT_CORE_B_OR_24_C")
    play_spell(g, spell)
    assert trainee in _targets(g) and armorer not in _targets(g)  # X = 2
    pick(g, trainee)
    assert trainee in g.players[1 - p].reserve
    assert g.cards[spell].zone is Zone.DISCARD  # Fleeting


def test_alt_core_b_or_24_c_x_is_counted_from_your_characters_only():
    g, p, trainee, armorer = _board(1)
    play_spell(g, put(g, p, "ALT_CORE_B_OR_24_C"))
    assert trainee not in _targets(g) and armorer not in _targets(g)  # X = 1


def test_alt_core_b_or_24_r_the_recruit_comes_first_and_counts_for_x():
    g, p, trainee, armorer = _board(1)
    spell = put(g, p, "ALT_CORE_B_OR_24_R")
    play_spell(g, spell)
    act(g, "expedition -> hero yours")  # the Recruit's Expedition
    assert trainee in _targets(g) and armorer not in _targets(g)  # X = 1 + the Recruit
    pick(g, trainee)
    assert trainee in g.players[1 - p].reserve


def test_alt_core_b_or_24_r2_three_characters_reach_a_hand_cost_of_3():
    g, p, trainee, armorer = _board(3)
    play_spell(g, put(g, p, "ALT_CORE_B_OR_24_R2"))
    assert {trainee, armorer} <= _targets(g)
    pick(g, armorer)
    assert armorer in g.players[1 - p].reserve
