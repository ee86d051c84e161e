"""Atsadi & Surge (Hero): begins the game with five Heroism counters; when you play a Character
with Hand Cost at least my number of Heroism counters, draw a card and I gain one."""

from tests.abilities.support import act, play
from tests.cards.builders import ACHILLES, HAVEN_WARRIOR, add_mana, game_with_hero, put


ATSADI = "ALT_CORE_B_BR_02_C"


def test_alt_core_b_br_02_c_4_1_h_begins_the_game_with_five_heroism_counters():
    g, p = game_with_hero(ATSADI)
    hero = g.players[p].hero
    assert g.cards[hero].counters == {"heroism": 5}
    assert g.cards[g.players[1 - p].hero].counters == {}


def test_alt_core_b_br_02_c_a_costly_character_draws_and_adds_a_counter_a_cheap_one_does_not():
    g, p = game_with_hero(ATSADI)
    hero = g.players[p].hero
    if g.pending.player != p:
        act(g, "pass")
    add_mana(g, p, 12)
    hand = len(g.players[p].hand)
    play(g, put(g, p, HAVEN_WARRIOR))  # Hand Cost 3 < 5
    assert g.cards[hero].counters["heroism"] == 5 and len(g.players[p].hand) == hand
    if g.pending.player != p:
        act(g, "pass")
    play(g, put(g, p, ACHILLES))  # Hand Cost 5 >= 5
    assert g.cards[hero].counters["heroism"] == 6 and len(g.players[p].hand) == hand + 1
    if g.pending.player != p:
        act(g, "pass")
    hand = len(g.players[p].hand)
    play(g, put(g, p, ACHILLES))  # Hand Cost 5 < 6 now
    assert g.cards[hero].counters["heroism"] == 6 and len(g.players[p].hand) == hand
