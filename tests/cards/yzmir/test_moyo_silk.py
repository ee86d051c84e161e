"""Moyo & Silk (Hero): when you play a Spell with Base Cost 4 or more, you may exhaust me to
create a Mana Moth in your Hero Expedition, and draw a card too if that Base Cost was 7 or
more (Base Cost: README, Rules notes)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (add_mana, card, play_spell, put, resolve_spell, set_hero, start,
                                  tokens_named)

MOYO = "ALT_CYCLONE_B_YZ_65_C"
SEAL = "ALT_CORE_B_YZ_23_C"  # Conjuring Seal: Hand Cost 3, Reserve Cost 5, draw 2 cards
BLAST = "ALT_CORE_B_YZ_27_C"  # Celestial Blast: Hand Cost 7, up to two targets discarded


def test_alt_cyclone_b_yz_65_c_hero_facts():
    d = card(MOYO)
    assert (d.type.value, d.faction.value, d.reserve_limit, d.landmark_limit) == ("hero", "YZ", 2, 2)


def test_alt_cyclone_b_yz_65_c_a_spell_of_base_cost_five_from_reserve_makes_a_mana_moth():
    g, p = start()
    hero = set_hero(g, p, MOYO)
    add_mana(g, p, 2)
    seal = put(g, p, SEAL, Zone.RESERVE)
    play_spell(g, seal, "reserve")
    assert g.pending.player == p and options(g) == ["yes", "no"]
    hand = len(g.players[p].hand)
    act(g, "yes")
    assert g.cards[hero].has(Status.EXHAUSTED)
    assert len(tokens_named(g, p, "Mana Moth", Side.HERO)) == 1
    assert len(g.players[p].hand) == hand  # Base Cost 5: no card drawn


def test_alt_cyclone_b_yz_65_c_the_same_spell_from_hand_costs_three_and_does_nothing():
    g, p = start()
    hero = set_hero(g, p, MOYO)
    play_spell(g, put(g, p, SEAL))
    assert g.pending.kind == "turn" and g.pending.player == 1 - p
    assert not g.cards[hero].has(Status.EXHAUSTED) and tokens_named(g, p, "Mana Moth") == []


def test_alt_cyclone_b_yz_65_c_base_cost_seven_also_draws_a_card():
    g, p = start()
    set_hero(g, p, MOYO)
    add_mana(g, p, 4)
    blast = put(g, p, BLAST)
    play_spell(g, blast)
    resolve_spell(g, blast)  # no target chosen
    while g.pending.kind != "may":
        act(g, options(g)[0])
    hand = len(g.players[p].hand)
    act(g, "yes")
    assert len(tokens_named(g, p, "Mana Moth", Side.HERO)) == 1
    assert len(g.players[p].hand) == hand + 1


def test_alt_cyclone_b_yz_65_c_declining_keeps_me_ready():
    g, p = start()
    hero = set_hero(g, p, MOYO)
    add_mana(g, p, 2)
    play_spell(g, put(g, p, SEAL, Zone.RESERVE), "reserve")
    act(g, "no")
    assert not g.cards[hero].has(Status.EXHAUSTED) and tokens_named(g, p, "Mana Moth") == []
