"""Rin & Orchid (Hero): when one of your Expeditions moves forward due to Forest, draw a card,
then put a card from your hand in Reserve."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import character, give
from tests.cards.builders import card, pass_or_take_first, set_hero, start
from tests.log_text import caused_by


def _day_with(stats):
    g, p = start()
    set_hero(g, p, "ALT_CORE_B_MU_03_C")
    give(g, p, character(stats=stats), Zone.EXPEDITION, Side.HERO)
    log_start = len(g.log)
    day = g.day
    while g.day == day and not g.over:
        pass_or_take_first(g)
    events = g.log[log_start:]
    hero_draws = [e for e in events if e.kind == "draw" and e.player == p and caused_by(g, e, "reaction", "Rin & Orchid")]
    puts = [e for e in events if e.kind == "put" and e.player == p and caused_by(g, e, "reaction", "Rin & Orchid")]
    return g, p, hero_draws, puts


def test_alt_core_b_mu_03_c_forest_win_draws_then_puts_a_card_in_reserve():
    g, p, draws, puts = _day_with((9, 0, 0))
    assert g.players[p].positions[Side.HERO] == 1
    assert len(draws) == 1 and len(puts) == 1
    assert card("ALT_CORE_B_MU_03_C").reserve_limit == 2


def test_alt_core_b_mu_03_c_moving_forward_without_forest_does_nothing():
    g, p, draws, puts = _day_with((0, 9, 9))
    assert g.players[p].positions[Side.HERO] == 1
    assert draws == [] and puts == []
