"""Lyra Thespian: {J} if you have three or more base statistics of 0 among Characters you
control, I gain 1 boost (R: 2); R2: if you control two or more boosted Characters, 2 boosts."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    NAVIGATOR,
    PATHFINDER,
    TROOPER,
    boosted,
    put,
    settle_accepting,
    start,
)


def _thespian(card_id, *board):
    g, p = start()
    for card_id_, zone, side in board:
        put(g, p, card_id_, zone, side)
    lyra = put(g, p, card_id)
    play(g, lyra)
    settle_accepting(g)
    return g, p, lyra


THREE_ZEROS = ((NAVIGATOR, Zone.EXPEDITION, Side.HERO), (PATHFINDER, Zone.EXPEDITION, Side.COMPANION))


def test_alt_core_b_ly_05_c_three_base_zeros_give_1_boost():
    g, p, lyra = _thespian("ALT_CORE_B_LY_05_C", *THREE_ZEROS)
    assert g.cards[lyra].boosts == 1


def test_alt_core_b_ly_05_c_two_zeros_are_not_enough_and_reserve_cards_dont_count():
    g, p, lyra = _thespian("ALT_CORE_B_LY_05_C", (NAVIGATOR, Zone.EXPEDITION, Side.HERO),
                           (PATHFINDER, Zone.RESERVE, None))
    assert g.cards[lyra].boosts == 0


def test_alt_core_b_ly_05_c_boosts_do_not_change_base_statistics():
    g, p = start()
    navigator = boosted(g, p, NAVIGATOR, boosts=1)
    pathfinder = boosted(g, p, PATHFINDER, side=Side.COMPANION, boosts=2)
    lyra = put(g, p, "ALT_CORE_B_LY_05_C")
    play(g, lyra)
    settle_accepting(g)
    assert g.cards[navigator].boosts and g.cards[pathfinder].boosts
    assert g.cards[lyra].boosts == 1


def test_alt_core_b_ly_05_r_three_base_zeros_give_2_boosts():
    g, p, lyra = _thespian("ALT_CORE_B_LY_05_R", *THREE_ZEROS)
    assert g.cards[lyra].boosts == 2
    g, p, lyra = _thespian("ALT_CORE_B_LY_05_R", (NAVIGATOR, Zone.EXPEDITION, Side.HERO))
    assert g.cards[lyra].boosts == 0


def test_alt_core_b_ly_05_r2_two_boosted_characters_give_2_boosts():
    g, p = start()
    boosted(g, p, TROOPER)
    boosted(g, p, TROOPER, side=Side.COMPANION)
    lyra = put(g, p, "ALT_CORE_B_LY_05_R2")
    play(g, lyra)
    settle_accepting(g)
    assert g.cards[lyra].boosts == 2


def test_alt_core_b_ly_05_r2_one_boosted_character_and_the_opponents_dont_count():
    g, p = start()
    boosted(g, p, TROOPER)
    boosted(g, 1 - p, TROOPER)
    put(g, p, TROOPER, Zone.EXPEDITION, Side.HERO)
    lyra = put(g, p, "ALT_CORE_B_LY_05_R2")
    play(g, lyra)
    settle_accepting(g)
    assert g.cards[lyra].boosts == 0
