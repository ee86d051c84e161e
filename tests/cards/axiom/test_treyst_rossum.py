"""Treyst & Rossum (Hero): a card leaving your Reserve in the Afternoon gives a Scrap counter
(up to five); with five or more, the Hero has a {T} draw-then-put-in-Reserve quick action."""

from altered_tui.engine.types import Phase, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    FOUNDRY_MECHANIC,
    HARVEST,
    clear_hand,
    label,
    put,
    set_hero,
    start,
    use_ability,
)


TREYST = "ALT_CORE_B_AX_02_C"


def _uses(g, hero):
    return [o for o in options(g) if o.startswith(f"use {label(g, hero)}")]


def test_alt_core_b_ax_02_c_6_3_b_a_card_leaving_my_reserve_in_the_afternoon_gives_scrap():
    g, p = start()
    hero = set_hero(g, p, TREYST)
    card = put(g, p, FOUNDRY_MECHANIC, Zone.RESERVE)
    play(g, card, src="reserve")
    assert g.cards[hero].counters.get("scrap") == 1
    assert g.phase is Phase.AFTERNOON


def test_alt_core_b_ax_02_c_6_5_d_no_sixth_counter_and_not_for_the_opponents_reserve():
    g, p = start()
    hero = set_hero(g, p, TREYST)
    g.cards[hero].counters["scrap"] = 5
    play(g, put(g, p, FOUNDRY_MECHANIC, Zone.RESERVE), src="reserve")
    assert g.cards[hero].counters["scrap"] == 5  # "if I have less than five"
    g.cards[hero].counters["scrap"] = 0
    theirs = put(g, 1 - p, FOUNDRY_MECHANIC, Zone.RESERVE)
    play(g, theirs, src="reserve")  # the opponent's turn: their Reserve, not mine
    assert g.cards[hero].counters["scrap"] == 0


def test_alt_core_b_ax_02_c_with_five_scrap_i_gain_the_quick_action():
    g, p = start()
    hero = set_hero(g, p, TREYST)
    g.cards[hero].counters["scrap"] = 4
    assert _uses(g, hero) == []  # fewer than five: I don't have the ability
    clear_hand(g, p)
    spell = put(g, p, HARVEST)
    top = g.players[p].deck[0]
    g.cards[hero].counters["scrap"] = 5
    put(g, p, FOUNDRY_MECHANIC)  # refresh the turn's options
    use_ability(g, hero, 2)
    # Draw a card, then put a card from my hand in Reserve (three cards: I choose).
    assert g.cards[top].zone is Zone.HAND
    act(g, f"choose {label(g, spell)}")
    assert g.cards[spell].zone is Zone.RESERVE
    assert g.cards[hero].has(Status.EXHAUSTED)
    assert g.pending.player == p  # a quick action: the turn goes on (CR 4.2.3.e)


def test_alt_core_b_ax_02_c_the_board_shows_my_scrap_counters():
    from altered_tui.engine.observation import observation
    from altered_tui.ui.cardtext import card_line

    g, p = start()
    hero = set_hero(g, p, TREYST)
    play(g, put(g, p, FOUNDRY_MECHANIC, Zone.RESERVE), src="reserve")
    view = observation(g, 1 - p)["players"][p]["hero"]
    assert view["cid"] == hero and view["counters"] == {"scrap": 1}
    assert card_line(view).plain.endswith("Scrap×1")
