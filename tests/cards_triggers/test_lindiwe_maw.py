"""Lindiwe & Maw: {T}: a Maw token in the Companion Expedition, {1} more when not the first
player; Maw gains 2 boosts when its controller sacrifices a Character (CR 5.1.2.e, 7.3.25)."""

from tests.cards_triggers.helpers import (
    Side,
    Status,
    Zone,
    act,
    add_mana,
    back_to,
    mana,
    options,
    pick,
    play,
    put,
    set_hero,
    start,
    tokens_named,
)

LINDIWE = "ALT_CORE_B_YZ_02_C"


def _use(g, hero):
    act(g, next(o for o in options(g) if o.startswith("use") and f"#{hero}" in o))


def test_alt_core_b_yz_02_c_first_player_creates_a_maw_in_the_companion_expedition_for_free():
    g, p = start()
    assert g.first_player == p
    hero = set_hero(g, p, LINDIWE)
    before = mana(g, p)
    _use(g, hero)
    assert mana(g, p) == before and g.cards[hero].has(Status.EXHAUSTED)
    assert len(tokens_named(g, p, "Maw", Side.COMPANION)) == 1
    assert tokens_named(g, p, "Maw", Side.HERO) == []
    assert not any(o.startswith("use") and f"#{hero}" in o for o in options(g))  # exhausted


def test_alt_core_b_yz_02_c_costs_1_more_when_not_the_first_player():
    g, p = start()
    q = 1 - p
    hero = set_hero(g, q, LINDIWE)
    back_to(g, q)
    assert g.first_player != q
    before = mana(g, q)
    _use(g, hero)
    assert mana(g, q) == before - 1
    assert len(tokens_named(g, q, "Maw", Side.COMPANION)) == 1


def test_alt_core_b_yz_31_c_maw_gains_2_boosts_when_you_sacrifice_a_character_not_the_opponent():
    g, p = start()
    hero = set_hero(g, p, LINDIWE)
    theirs = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    _use(g, hero)
    [maw] = tokens_named(g, p, "Maw", Side.COMPANION)
    add_mana(g, p, 2)
    anubis = put(g, p, "ALT_CORE_B_OR_20_R")
    play(g, anubis, "hero")
    pick(g, anubis)  # each player sacrifices: you choose Anubis, the opponent has one choice
    assert g.cards[anubis].zone is Zone.DISCARD and g.cards[theirs].zone is Zone.DISCARD
    assert g.cards[maw].boosts == 2
