"""Bravos Lookout: {R} I gain 1 boost (the rares: 2, and support {D}: the next Character you
play from your hand this turn activates one of its {R} abilities, CR 7.3.1.b)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import RATATOSKR, add_mana, check_facts, check_no_support, put, settle, start, use_support


def _boosts(version: str) -> int:
    g, p = start()
    add_mana(g, p, 1)
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    return g.cards[me].boosts


def test_alt_duster_b_br_93_c_from_reserve_a_boost():
    check_facts("ALT_DUSTER_B_BR_93_C", 2, 3, (0, 3, 3), "BR")
    assert _boosts("ALT_DUSTER_B_BR_93_C") == 1
    g, p = start()
    check_no_support(g, put(g, p, "ALT_DUSTER_B_BR_93_C", Zone.RESERVE))


def _support(version: str) -> None:
    g, p = start()
    use_support(g, put(g, p, version, Zone.RESERVE))
    squirrel = put(g, p, RATATOSKR)  # {R} I gain 2 boosts
    play(g, squirrel)
    settle(g)
    assert g.cards[squirrel].boosts == 2  # its {R} activated, played from hand


def test_alt_duster_b_br_93_r1_two_boosts_and_support_next_character_activates_reserve():
    check_facts("ALT_DUSTER_B_BR_93_R1", 2, 4, (0, 3, 3), "BR")
    assert _boosts("ALT_DUSTER_B_BR_93_R1") == 2
    _support("ALT_DUSTER_B_BR_93_R1")


def test_alt_duster_b_br_93_r2_two_boosts_and_support_next_character_activates_reserve():
    check_facts("ALT_DUSTER_B_BR_93_R2", 2, 4, (0, 3, 3), "AX")
    assert _boosts("ALT_DUSTER_B_BR_93_R2") == 2
    _support("ALT_DUSTER_B_BR_93_R2")
