"""Isaree & Pebble (Hero): at Noon, if you are the first player, an Aerolith token joins your
Landmarks (README: Landmark tokens)."""

from tests.cards.builders import advance_to_noon, card, landmark_tokens, set_hero, start

ISAREE = "ALT_CYCLONE_B_AX_65_C"


def test_alt_cyclone_b_ax_65_c_at_noon_only_the_first_player_gets_an_aerolith():
    d = card(ISAREE)
    assert (d.faction.value, d.reserve_limit, d.landmark_limit) == ("AX", 2, 2)
    g, p = start()
    for player in (0, 1):
        set_hero(g, player, ISAREE)
    advance_to_noon(g)
    first = g.first_player
    [aerolith] = landmark_tokens(g, first)
    assert g.cards[aerolith].controller == first
    assert landmark_tokens(g, 1 - first) == []
    advance_to_noon(g)  # the next Day the other player is first
    assert len(landmark_tokens(g, 1 - first)) == 1 and len(landmark_tokens(g, first)) == 1
