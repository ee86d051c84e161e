"""Plague of Ignorance (Exalted, Corruption): {H} you may discard a card from your hand to send
target Character to Reserve."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (HAVEN_WARRIOR, TROOPER, add_mana, card, check_facts, only_in_hand,
                                  pick_if_asked, put, settle, start, target)


def test_alt_eole_b_yz_116_e_discarding_a_card_sends_a_character_to_reserve():
    check_facts("ALT_EOLE_B_YZ_116_E", 4, 3, (4, 4, 3), "YZ")
    d = card("ALT_EOLE_B_YZ_116_E")
    assert d.rarity.value == "exalted" and d.has_subtype("Corruption")
    g, p = start()
    add_mana(g, p, 4)
    victim = put(g, 1 - p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.HERO)
    fodder = put(g, p, TROOPER)
    me = put(g, p, "ALT_EOLE_B_YZ_116_E")
    only_in_hand(g, p, [fodder, me])
    play(g, me)
    act(g, "yes")
    pick_if_asked(g, fodder)
    target(g, victim)
    settle(g)
    assert fodder in g.players[p].discard and g.cards[victim].zone is Zone.RESERVE


def test_alt_eole_b_yz_116_e_with_no_card_left_in_hand_nothing_is_sent():
    g, p = start()
    add_mana(g, p, 4)
    victim = put(g, 1 - p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, "ALT_EOLE_B_YZ_116_E")
    only_in_hand(g, p, [me])
    play(g, me)
    settle(g)
    if g.pending.kind == "may":
        act(g, "yes")
    settle(g)
    assert g.cards[victim].zone is Zone.EXPEDITION
