"""Aerolith Reef: {J} you may send to Reserve target Character with Hand Cost 2 or less; the
rares also Resupply when sacrificed and have {T}, {1}: sacrifice me."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    ACHILLES, TROOPER, back_to, card, put, ready_mana, settle, spell_cost_paid, start, use_first,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_77_C", "ALT_CYCLONE_B_AX_77_R1", "ALT_CYCLONE_B_AX_77_R2"


def _sends_a_small_character(version: str):
    g, p = start()
    small = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)  # Hand Cost 1
    big = put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)  # Hand Cost 5
    reef = put(g, p, version)
    assert spell_cost_paid(g, p, reef) == 2
    settle(g)
    assert g.pending.kind == "may"
    act(g, "yes")
    assert not any(f"#{big}" in o for o in options(g))
    if g.pending.kind == "target":
        act(g, next(o for o in options(g) if f"#{small}" in o))
    assert small in g.players[1 - p].reserve and g.cards[big].zone is Zone.EXPEDITION
    return g, p, reef


def test_alt_cyclone_b_ax_77_c_sends_a_character_of_hand_cost_2_or_less_to_reserve():
    assert (card(C).faction.value, card(C).reserve_cost) == ("AX", 2)
    g, p, reef = _sends_a_small_character(C)
    back_to(g, p)
    assert not any(o.startswith("use") and f"#{reef}" in o for o in options(g))


def _rare(version: str, faction: str) -> None:
    assert (card(version).faction.value, card(version).reserve_cost) == (faction, 2)
    g, p, reef = _sends_a_small_character(version)
    back_to(g, p)
    top, mana = g.players[p].deck[0], ready_mana(g, p)
    use_first(g, reef)
    settle(g)
    assert g.cards[reef].zone is Zone.DISCARD and ready_mana(g, p) == mana - 1
    assert top in g.players[p].reserve


def test_alt_cyclone_b_ax_77_r1_sacrifices_itself_to_resupply():
    _rare(R1, "AX")


def test_alt_cyclone_b_ax_77_r2_sacrifices_itself_to_resupply():
    _rare(R2, "OR")
