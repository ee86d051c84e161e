"""Break the Ice (C, R2 Fleeting; R1 Cooldown): I cost {2} less if you have three or more base
statistics of 0 among Characters you control (R2: if you control three or more Characters);
send target Character to Reserve, then exhaust it (CR 5.1.2.e, 7.3.10)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import set_mana
from tests.cards.builders import (AMELIA, NAVIGATOR, PATHFINDER, SKALD, can_play, pick_if_asked, put,
                                  ready_mana, spell_cost_paid, start)


def _break(version: str, mine: list[str]) -> tuple[int, object, object]:
    """With these Characters of mine in play: the mana paid, the target, the game."""
    g, p = start()
    set_mana(g, p, 4)
    for card_id in mine:
        put(g, p, card_id, Zone.EXPEDITION)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    spell = put(g, p, version)
    paid = spell_cost_paid(g, p, spell)
    pick_if_asked(g, theirs)
    assert theirs in g.players[1 - p].reserve and g.cards[theirs].has(Status.EXHAUSTED)
    return paid, g, spell


def _cheaper_with_three_zeros(version: str) -> None:
    assert _break(version, [NAVIGATOR, PATHFINDER])[0] == 2  # 0/0/4 and 0/3/3: three zeros
    assert _break(version, [NAVIGATOR])[0] == 4  # two zeros only
    g, p = start()
    set_mana(g, p, 2)
    put(g, p, NAVIGATOR, Zone.EXPEDITION)
    spell = put(g, p, version)
    assert not can_play(g, spell)
    put(g, p, PATHFINDER, Zone.EXPEDITION)
    assert can_play(g, spell) and ready_mana(g, p) == 2


def test_alt_alize_b_ly_42_c_costs_2_less_with_three_base_zeros_and_freezes_a_character():
    _cheaper_with_three_zeros("ALT_ALIZE_B_LY_42_C")
    paid, g, spell = _break("ALT_ALIZE_B_LY_42_C", [])
    assert spell in g.players[g.cards[spell].owner].discard  # Fleeting


def test_alt_alize_b_ly_42_r1_costs_2_less_with_three_base_zeros_and_has_cooldown():
    _cheaper_with_three_zeros("ALT_ALIZE_B_LY_42_R1")
    paid, g, spell = _break("ALT_ALIZE_B_LY_42_R1", [])
    assert g.cards[spell].zone is Zone.RESERVE and g.cards[spell].has(Status.EXHAUSTED)


def test_alt_alize_b_ly_42_r2_costs_2_less_with_three_characters():
    assert _break("ALT_ALIZE_B_LY_42_R2", [SKALD, SKALD, SKALD])[0] == 2
    assert _break("ALT_ALIZE_B_LY_42_R2", [NAVIGATOR, PATHFINDER])[0] == 4  # zeros don't count here
