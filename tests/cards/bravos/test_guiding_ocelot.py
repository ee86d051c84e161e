"""Guiding Ocelot: {J} I gain 1 boost; when another Character joins your Expeditions, you
may spend 1 of my boosts to give it 1 boost."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import TROOPER, back_to, card, check_facts, played, put, settle


def test_alt_eole_b_br_107_c_joins_boosted_and_may_pass_a_boost_to_a_newcomer():
    check_facts("ALT_EOLE_B_BR_107_C", 2, 2, None, "BR")
    d = card("ALT_EOLE_B_BR_107_C")
    assert (d.forest, d.mountain, d.water) == (1, 1, 1)
    g, p, me, _paid = played("ALT_EOLE_B_BR_107_C")
    settle(g)
    assert g.cards[me].counters.get("boost", 0) == 1
    back_to(g, p)
    other = put(g, p, TROOPER)
    play(g, other)
    settle(g)
    act(g, "yes")
    settle(g)
    assert g.cards[me].counters.get("boost", 0) == 0 and g.cards[other].counters.get("boost", 0) == 1
    assert g.cards[other].zone is Zone.EXPEDITION
