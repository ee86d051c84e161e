"""Intimidation: Fleeting. Return target Character or Permanent with Hand Cost 4 or less to its
owner's hand.

Intimidation rares: Fleeting. Return target Character or Permanent with Hand Cost 5 or less to
its owner's hand."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import label, put, ready_mana, start


INTIMIDATION = "ALT_CORE_B_BR_28_C"
AMELIA = "ALT_CORE_B_AX_11_C"  # Character, Hand Cost 3
HUB = "ALT_CORE_B_AX_24_C"  # Permanent, Hand Cost 3
SHENLONG = "ALT_CORE_B_BR_22_C"  # Hand Cost 6
HIVE = "ALT_CORE_B_AX_30_C"  # Hand Cost 5


def _setup():
    g, p = start()
    objs = dict(amelia=put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO),
                hub=put(g, 1 - p, HUB, Zone.LANDMARKS),
                shenlong=put(g, 1 - p, SHENLONG, Zone.EXPEDITION, Side.COMPANION),
                hive=put(g, 1 - p, HIVE, Zone.LANDMARKS))
    spell = put(g, p, INTIMIDATION)
    play(g, spell)
    assert ready_mana(g, p) == 1  # Hand Cost 2
    return g, p, spell, objs


def test_alt_core_b_br_28_c_returns_a_cheap_character_to_its_owners_hand():
    g, p, spell, objs = _setup()
    act(g, f"target {label(g, objs['amelia'])}")
    assert objs["amelia"] in g.players[1 - p].hand
    assert spell in g.players[p].discard  # Fleeting: discarded after resolving


def test_alt_core_b_br_28_c_returns_a_cheap_permanent_and_never_costly_objects():
    g, p, spell, objs = _setup()
    text = " ".join(options(g))
    assert label(g, objs["shenlong"]) not in text and label(g, objs["hive"]) not in text
    act(g, f"target {label(g, objs['hub'])}")
    assert objs["hub"] in g.players[1 - p].hand


HIVE_R = "ALT_CORE_B_AX_30_R"  # Hand Cost 6
ATHENA = "ALT_CORE_B_AX_18_C"  # Hand Cost 5


def _alt_core_b_br_28_r_and_r2_return_a_five_cost_character(version):
    g, p = start()
    athena = put(g, 1 - p, ATHENA, Zone.EXPEDITION, Side.HERO)
    hive = put(g, 1 - p, HIVE_R, Zone.LANDMARKS)
    spell = put(g, p, version)
    play(g, spell)
    assert ready_mana(g, p) == 1
    assert label(g, hive) not in " ".join(options(g))
    assert athena in g.players[1 - p].hand  # the only legal target
    assert spell in g.players[p].discard


def test_alt_core_b_br_28_r_return_a_five_cost_character():
    _alt_core_b_br_28_r_and_r2_return_a_five_cost_character('ALT_CORE_B_BR_28_R')


def test_alt_core_b_br_28_r2_return_a_five_cost_character():
    _alt_core_b_br_28_r_and_r2_return_a_five_cost_character('ALT_CORE_B_BR_28_R2')
