"""White Fang: support {D}: the next Character you play this turn gains 1 boost."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import TROOPER, check_facts, put, settle, start, use_support


def test_alt_eole_b_mu_109_c_support_boosts_the_next_character_you_play():
    check_facts("ALT_EOLE_B_MU_109_C", 2, 2, (2, 2, 2), "MU")
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_MU_109_C", Zone.RESERVE)
    use_support(g, me)
    settle(g)
    trooper = put(g, p, TROOPER)
    play(g, trooper)
    settle(g)
    assert g.cards[me].zone is Zone.DISCARD and g.cards[trooper].counters.get("boost", 0) == 1
