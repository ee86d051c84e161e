"""Stigma of Cowardice (Corruption): {J} you pass (CR 4.2.3.d); when an opponent passes, you may
play a Character (the rares: a card), paying its cost (CR 5.2.a); the rares are Tough 1."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (AMELIA, MAGICAL_TRAINING, add_mana, card, check_facts, put, settle,
                                  start)

C, R1, R2 = "ALT_EOLE_B_BR_114_C", "ALT_EOLE_B_BR_114_R1", "ALT_EOLE_B_BR_114_R2"


def _after_the_opponent_passes(version: str, extra: str) -> tuple[bool, list[str]]:
    """Play the Stigma: am I passed? Then the opponent passes: what may I play?"""
    g, p = start()
    add_mana(g, p, 8)
    later = put(g, p, extra)
    play(g, put(g, p, version))
    settle(g)
    passed = g.players[p].passed
    while g.pending.kind == "turn" and g.pending.player == 1 - p:
        act(g, "pass")
    settle(g)
    offered = [o for o in options(g) if f"#{later}@" in o]
    if offered:
        act(g, offered[0])
        settle(g)
    return passed and g.cards[later].zone is not Zone.HAND, offered


def test_alt_eole_b_br_114_c_passes_then_plays_a_character_when_the_opponent_passes():
    check_facts(C, 5, 5, (5, 5, 5), "BR")
    done, offered = _after_the_opponent_passes(C, AMELIA)
    assert done and offered
    assert _after_the_opponent_passes(C, MAGICAL_TRAINING)[1] == []  # a Spell: not a Character


def test_alt_eole_b_br_114_r1_passes_then_plays_any_card_when_the_opponent_passes():
    check_facts(R1, 4, 4, (4, 4, 4), "BR")
    assert card(R1).keywords.tough == 1
    assert _after_the_opponent_passes(R1, MAGICAL_TRAINING)[0]


def test_alt_eole_b_br_114_r2_passes_then_plays_any_card_when_the_opponent_passes():
    check_facts(R2, 4, 4, (4, 4, 4), "YZ")
    assert card(R2).keywords.tough == 1
    assert _after_the_opponent_passes(R2, AMELIA)[0]
