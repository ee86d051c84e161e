"""Lindiwe & Maw: {T}: a Maw token in the Companion Expedition, {1} more when not the first
player (CR 5.1.2.e). The Maw token's own Reaction is tested with the token."""

from altered_tui.engine.types import Side, Status

from tests.abilities.support import options
from tests.cards.builders import back_to, ready_mana, set_hero, start, tokens_named, use_first

LINDIWE = "ALT_CORE_B_YZ_02_C"


def test_alt_core_b_yz_02_c_first_player_creates_a_maw_in_the_companion_expedition_for_free():
    g, p = start()
    assert g.first_player == p
    hero = set_hero(g, p, LINDIWE)
    before = ready_mana(g, p)
    use_first(g, hero)
    assert ready_mana(g, p) == before and g.cards[hero].has(Status.EXHAUSTED)
    assert len(tokens_named(g, p, "Maw", Side.COMPANION)) == 1
    assert tokens_named(g, p, "Maw", Side.HERO) == []
    assert not any(o.startswith("use") and f"#{hero}" in o for o in options(g))  # exhausted


def test_alt_core_b_yz_02_c_costs_1_more_when_not_the_first_player():
    g, p = start()
    q = 1 - p
    hero = set_hero(g, q, LINDIWE)
    back_to(g, q)
    assert g.first_player != q
    before = ready_mana(g, q)
    use_first(g, hero)
    assert ready_mana(g, q) == before - 1
    assert len(tokens_named(g, q, "Maw", Side.COMPANION)) == 1
