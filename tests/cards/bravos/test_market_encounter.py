"""Market Encounter: a Manaseed token in your Landmarks (the R1: the top card of your Deck to
your Mana zone); support {D}: the next Character you play from your hand this turn activates
one of its {R} abilities (CR 7.3.1.b)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    RATATOSKR, add_mana, card, put, settle, spell_cost_paid, start, use_support,
)


def _cast(version: str, cost: int):
    g, p = start()
    add_mana(g, p, 1)
    top = g.players[p].deck[0]
    me = put(g, p, version)
    assert spell_cost_paid(g, p, me) == cost
    return g, p, top


def _support(version: str) -> None:
    g, p = start()
    use_support(g, put(g, p, version, Zone.RESERVE))
    squirrel = put(g, p, RATATOSKR)  # {R} I gain 2 boosts
    play(g, squirrel)
    settle(g)
    assert g.cards[squirrel].boosts == 2


def test_alt_duster_b_br_99_c_a_manaseed_and_support_next_character_activates_reserve():
    d = card("ALT_DUSTER_B_BR_99_C")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (2, 2, "BR")
    g, p, _ = _cast("ALT_DUSTER_B_BR_99_C", 2)
    assert [g.cdef(c).name for c in g.players[p].landmarks] == ["Manaseed"]
    _support("ALT_DUSTER_B_BR_99_C")


def test_alt_duster_b_br_99_r1_top_card_to_mana_and_support_next_character_activates_reserve():
    d = card("ALT_DUSTER_B_BR_99_R1")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (3, 4, "BR")
    g, p, top = _cast("ALT_DUSTER_B_BR_99_R1", 3)
    assert top in g.players[p].mana and g.cards[top].has(Status.EXHAUSTED)
    _support("ALT_DUSTER_B_BR_99_R1")


def test_alt_duster_b_br_99_r2_a_manaseed_and_support_next_character_activates_reserve():
    d = card("ALT_DUSTER_B_BR_99_R2")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (2, 2, "AX")
    g, p, _ = _cast("ALT_DUSTER_B_BR_99_R2", 2)
    assert [g.cdef(c).name for c in g.players[p].landmarks] == ["Manaseed"]
    _support("ALT_DUSTER_B_BR_99_R2")
