"""Sol's Hunt: Fleeting Spell: send target Character to Reserve; you may Rush to Sabotage
(rares: the Rush only if you are the first player)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (AMELIA, TROOPER, add_mana, label, pick_if_asked, put,
                                  ready_mana, rush, settle, start)


def _hunt(version, first_player=True):
    g, p = start()
    add_mana(g, p, 3)
    if not first_player:
        g.first_player = 1 - p
    prey = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    trooper = put(g, p, TROOPER)
    hunt = put(g, p, version)
    before = ready_mana(g, p)
    play(g, hunt)
    paid = before - ready_mana(g, p)
    pick_if_asked(g, prey)  # the one legal target may be taken for the player
    assert prey in g.players[1 - p].reserve
    return g, p, hunt, prey, trooper, paid


def _hunts_and_sabotages(version, cost):
    g, p, hunt, prey, trooper, paid = _hunt(version)
    assert paid == cost
    rush(g, trooper)
    act(g, f"target {label(g, prey)}")  # the Sabotage discards the sent Character
    settle(g)
    assert prey in g.players[1 - p].discard and g.cards[trooper].zone is Zone.EXPEDITION
    assert hunt in g.players[p].discard  # Fleeting (CR 2.4.6.e)


def test_alt_cyclone_b_br_78_c_sends_to_reserve_then_rush_to_sabotage():
    _hunts_and_sabotages("ALT_CYCLONE_B_BR_78_C", 4)
    g, p, hunt, prey, trooper, paid = _hunt("ALT_CYCLONE_B_BR_78_C", first_player=False)
    assert g.pending.prompt.get("kind") == "rush"  # the common asks nothing of the order
    rush(g, None)
    assert prey in g.players[1 - p].reserve


def _rare(version):
    _hunts_and_sabotages(version, 3)
    g, p, hunt, prey, trooper, paid = _hunt(version, first_player=False)
    assert g.pending.kind == "turn" and trooper in g.players[p].hand  # no Rush offered
    assert prey in g.players[1 - p].reserve


def test_alt_cyclone_b_br_78_r1_rush_only_as_first_player():
    _rare("ALT_CYCLONE_B_BR_78_R1")


def test_alt_cyclone_b_br_78_r2_rush_only_as_first_player():
    _rare("ALT_CYCLONE_B_BR_78_R2")
