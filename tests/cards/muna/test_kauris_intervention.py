"""Kauri's Intervention: Fleeting; this Day, Characters with Hand Cost {4} or more you control
are Tough 5 (rares: target a player; Hand Cost {3} or more, that they control)."""

from altered_tui.engine.characteristics import tough
from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    ACHILLES, AMELIA, add_mana, advance_to_noon, back_to, card, put, resolve_spell, start,
)

C, R1, R2 = "ALT_CYCLONE_B_MU_75_C", "ALT_CYCLONE_B_MU_75_R1", "ALT_CYCLONE_B_MU_75_R2"


def _facts(version: str, faction: str, fleeting: bool):
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.faction.value, d.keywords.fleeting) == (1, 1, faction, fleeting)


def test_alt_cyclone_b_mu_75_c_my_costly_characters_are_tough_5_this_day():
    g, p = start()
    big, small = put(g, p, ACHILLES, Zone.EXPEDITION), put(g, p, AMELIA, Zone.EXPEDITION)
    theirs = put(g, 1 - p, ACHILLES, Zone.EXPEDITION)
    spell = put(g, p, C)
    add_mana(g, p, 6)
    play(g, spell)
    assert spell in g.players[p].discard  # Fleeting
    assert (tough(g, big), tough(g, small), tough(g, theirs)) == (5, 0, 1)  # theirs: its own Tough 1
    back_to(g, p)
    later = put(g, p, ACHILLES)
    play(g, later)
    assert tough(g, later) == 5  # one that joins later has it too (CR 2.3)
    advance_to_noon(g)
    assert not any(o.get("kind") == "keywords" for o in g.ongoing)  # the Day is over
    _facts(C, "MU", True)


def _for_player(version: str, whose: str):
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION)  # Hand Cost 3
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    spell = put(g, p, version)
    add_mana(g, p, 1)
    play(g, spell)
    assert "player theirs" in options(g)
    act(g, f"player {whose}")
    resolve_spell(g, spell)
    return g, tough(g, mine), tough(g, theirs)


def test_alt_cyclone_b_mu_75_r1_the_target_players_characters_are_tough_5():
    g, mine, theirs = _for_player(R1, "theirs")
    assert (mine, theirs) == (0, 5)
    g, mine, theirs = _for_player(R1, "yours")
    assert (mine, theirs) == (5, 0)
    _facts(R1, "MU", False)


def test_alt_cyclone_b_mu_75_r2_the_target_players_characters_are_tough_5():
    g, mine, theirs = _for_player(R2, "yours")
    assert (mine, theirs) == (5, 0)
    _facts(R2, "BR", False)
