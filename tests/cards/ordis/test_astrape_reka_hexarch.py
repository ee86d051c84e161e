"""Astrape, Reka Hexarch (Exalted): {J} create three Manaseed tokens in your Landmarks, then I
gain 1 boost per card in your Landmarks (CR 7.3.4, 6.5.i)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, card, put, settle, start


def test_alt_duster_b_or_97_e_three_manaseeds_then_a_boost_per_landmark():
    g, p = start()
    add_mana(g, p, 3)
    put(g, p, "ALT_CORE_B_AX_26_C", Zone.LANDMARKS)  # one Landmark already
    me = put(g, p, "ALT_DUSTER_B_OR_97_E")
    play(g, me)
    settle(g)
    assert sum(1 for c in g.players[p].landmarks if g.cdef(c).name == "Manaseed") == 3
    assert g.cards[me].boosts == 4
    d = card("ALT_DUSTER_B_OR_97_E")
    assert (d.rarity.value, d.hand_cost, d.reserve_cost, d.stats) == ("exalted", 6, 6, (0, 0, 0))
