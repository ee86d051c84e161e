"""Auraq & Kibble (Hero): playing a Character with a base statistic of 0 gives a Performance
counter; at Noon, you may spend five to reveal your top card and play it for free or take it."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    ACHILLES,
    FOUNDRY_MECHANIC,
    HAVEN_WARRIOR,
    add_mana,
    advance_to_noon,
    put,
    set_hero,
    start,
)


AURAQ = "ALT_CORE_B_LY_02_C"


def _noon_may(p):
    return lambda g: g.phase.value == "noon" and g.pending.kind == "may" and g.pending.player == p


def test_alt_core_b_ly_02_c_2_2_10_a_base_statistic_of_0_gives_a_performance_counter():
    g, p = start()
    hero = set_hero(g, p, AURAQ)
    add_mana(g, p, 4)
    play(g, put(g, p, FOUNDRY_MECHANIC))  # 0/1/1
    assert g.cards[hero].counters.get("performance") == 1
    act(g, "pass")
    play(g, put(g, p, HAVEN_WARRIOR))  # 4/2/4
    assert g.cards[hero].counters.get("performance") == 1


def test_alt_core_b_ly_02_c_7_3_20_spend_five_to_play_the_revealed_card_for_free():
    g, p = start()
    hero = set_hero(g, p, AURAQ)
    g.cards[hero].counters["performance"] = 5
    top = None

    def stack_top(g):
        nonlocal top
        top = put(g, p, ACHILLES, Zone.DECK)

    advance_to_noon(g, before_noon=stack_top, stop=_noon_may(p))
    assert g.players[p].deck[0] == top
    act(g, "yes")
    assert g.revealed == [top] and g.cards[hero].counters["performance"] == 0
    act(g, "expedition -> hero")
    assert g.cards[top].zone is Zone.EXPEDITION and g.cards[top].side is Side.HERO
    assert g.revealed == []


def test_alt_core_b_ly_02_c_or_put_it_into_the_hand_or_leave_it_on_top():
    for choice in ("mode hand", "no"):
        g, p = start()
        hero = set_hero(g, p, AURAQ)
        g.cards[hero].counters["performance"] = 6
        top = None

        def stack_top(g):
            nonlocal top
            top = put(g, p, ACHILLES, Zone.DECK)

        advance_to_noon(g, before_noon=stack_top, stop=_noon_may(p))
        act(g, "yes")
        act(g, choice)
        assert g.cards[hero].counters["performance"] == 1
        if choice == "no":
            assert g.players[p].deck[0] == top
        else:
            assert g.cards[top].zone is Zone.HAND


def test_alt_core_b_ly_02_c_fewer_than_five_counters_cannot_pay():
    g, p = start()
    hero = set_hero(g, p, AURAQ)
    g.cards[hero].counters["performance"] = 4
    advance_to_noon(g, stop=_noon_may(p))
    from tests.abilities.support import options

    assert options(g) == ["no"]
