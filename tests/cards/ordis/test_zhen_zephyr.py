"""Zhen & Zephyr: at Noon, if you are first player, your Hero Expedition Ascends; when one or
more of your Ascended Expeditions move forward, draw a card if no Character faces it."""

from altered_tui.engine.types import Phase, Side, Zone

from tests.cards.builders import (AMELIA, finish_day, game_with_hero, new_game_with_hero, put,
                                  reaction_draws, run_until)

ZHEN = "ALT_CYCLONE_B_OR_65_C"


def test_alt_cyclone_b_or_65_c_the_first_players_hero_expedition_ascends_at_noon():
    g = new_game_with_hero(ZHEN)
    run_until(g, 1, Phase.AFTERNOON)
    assert g.ascended == [(g.first_player, Side.HERO)]  # only the first player's
    run_until(g, 2, Phase.AFTERNOON)
    assert g.ascended == [(g.first_player, Side.HERO)]  # cleared at Rest, again at Noon


def _ascended_game():
    g, p = game_with_hero(ZHEN)
    if g.first_player != p:  # only the first player's Hero Expedition Ascends
        run_until(g, 2, Phase.AFTERNOON)
    assert (p, Side.HERO) in g.ascended and g.phase is Phase.AFTERNOON
    return g, p


def test_alt_cyclone_b_or_65_c_draws_when_its_ascended_expedition_moves_with_none_facing():
    g, p = _ascended_game()
    put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    before = reaction_draws(g, p)
    finish_day(g)
    assert reaction_draws(g, p) == before + 1


def test_alt_cyclone_b_or_65_c_a_tie_moves_it_but_a_character_facing_it_means_no_draw():
    g, p = _ascended_game()
    put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)  # 2/2/2 against 2/2/2: a tie
    start = g.players[p].positions[Side.HERO]
    before = reaction_draws(g, p)
    finish_day(g)
    assert g.players[p].positions[Side.HERO] == start + 1
    assert reaction_draws(g, p) == before


def test_alt_cyclone_b_or_65_c_its_text_speaks_of_the_expedition_that_moved():
    from altered_tui.cards.render import render_text
    from tests.cards.builders import card

    text = render_text(card(ZHEN))
    assert "your Hero Expedition Ascends" in text
    assert "Ascended Expeditions move forward" in text and "no Character facing it" in text
    assert "aucun Personnage ne lui fait face" in render_text(card(ZHEN), "fr")
