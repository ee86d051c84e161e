"""Flying Dockyard: Landmark: when you pass first, create an Aerolith token in your Landmarks
(R1: target Character gains 1 boost, then the Aerolith goes in target player's Landmarks)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, pick_if_asked, put, ready_mana, settle, start


def _aeroliths(g, p):
    return [c for c in g.players[p].landmarks if g.cards[c].token and g.cdef(c).name == "Aerolith"]


def _played(version):
    g, p = start()
    dock = put(g, p, version)
    before = ready_mana(g, p)
    play(g, dock)
    settle(g)
    assert dock in g.players[p].landmarks
    return g, p, before - ready_mana(g, p)


def _common(version, faction):
    g, p, paid = _played(version)
    assert paid == 2 and g.cdef(g.players[p].landmarks[0]).faction.value == faction
    assert g.pending.player == 1 - p
    act(g, "pass")  # the opponent passes first
    act(g, "pass")  # I pass second: nothing
    assert _aeroliths(g, p) == []
    g, p = start()
    put(g, p, version, Zone.LANDMARKS)
    act(g, "pass")  # I pass first
    settle(g)
    assert len(_aeroliths(g, p)) == 1


def test_alt_cyclone_b_br_82_c_passing_first_creates_an_aerolith():
    _common("ALT_CYCLONE_B_BR_82_C", "BR")


def test_alt_cyclone_b_br_82_r2_passing_first_creates_an_aerolith():
    _common("ALT_CYCLONE_B_BR_82_R2", "AX")


def test_alt_cyclone_b_br_82_r1_passing_first_boosts_then_gives_target_player_an_aerolith():
    g, p, paid = _played("ALT_CYCLONE_B_BR_82_R1")
    assert paid == 3
    g, p = start()
    put(g, p, "ALT_CYCLONE_B_BR_82_R1", Zone.LANDMARKS)
    friend = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    settle(g)
    pick_if_asked(g, friend)
    assert g.cards[friend].boosts == 1
    assert g.pending.kind == "player"
    act(g, "player theirs")
    assert len(_aeroliths(g, 1 - p)) == 1 and _aeroliths(g, p) == []
