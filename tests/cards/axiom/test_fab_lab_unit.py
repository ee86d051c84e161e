"""Fab Lab Unit: {T}: the next Character you play from your hand into my Expedition this turn
activates one of its {R} abilities (CR 7.3.1.b); the R1: it also gains 1 boost."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import RATATOSKR, card, put, settle, start, use_ability


def _fab(version: str, side: str) -> int:
    g, p = start()
    unit = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    use_ability(g, unit)
    squirrel = put(g, p, RATATOSKR)  # {R} I gain 2 boosts
    play(g, squirrel, side=side)
    settle(g)
    return g.cards[squirrel].boosts


def test_alt_duster_b_ax_99_c_next_character_in_my_expedition_activates_its_reserve_abilities():
    d = card("ALT_DUSTER_B_AX_99_C")
    assert (d.hand_cost, d.reserve_cost, d.faction.value, d.goes_to_expedition) == (2, 1, "AX", True)
    assert _fab("ALT_DUSTER_B_AX_99_C", "hero") == 2
    assert _fab("ALT_DUSTER_B_AX_99_C", "companion") == 0  # not my Expedition


def test_alt_duster_b_ax_99_r1_next_character_in_my_expedition_also_gains_a_boost():
    d = card("ALT_DUSTER_B_AX_99_R1")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (2, 1, "AX")
    assert _fab("ALT_DUSTER_B_AX_99_R1", "hero") == 3
    assert _fab("ALT_DUSTER_B_AX_99_R1", "companion") == 0


def test_alt_duster_b_ax_99_r2_next_character_in_my_expedition_activates_its_reserve_abilities():
    d = card("ALT_DUSTER_B_AX_99_R2")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (2, 1, "BR")
    assert _fab("ALT_DUSTER_B_AX_99_R2", "hero") == 2
    assert _fab("ALT_DUSTER_B_AX_99_R2", "companion") == 0
