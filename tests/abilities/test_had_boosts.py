"""'When I go to Reserve from the Expedition zone, if I had N or more boosts': the boosts of
the object as it left play (CR 2.1.d), which the card in Reserve no longer has."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import character, game_at_first_turn, give
from tests.cards.builders import send_to_reserve

DRAW = ab.Draw(kind="draw")


def _leaver(g, p, boosts: int) -> int:
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="goes_to_reserve", from_zone="expedition"),
                    condition=ab.Condition(had_boosts_at_least=2), effect=[DRAW])
    cid = give(g, p, character(r), Zone.EXPEDITION, Side.HERO)
    g.cards[cid].counters["boost"] = boosts
    return cid


def test_condition_had_boosts_at_least_2_1_d_counts_the_boosts_it_left_with():
    g = game_at_first_turn()
    p = g.pending.player
    cid = _leaver(g, p, 2)
    send_to_reserve(g, cid)
    assert g.cards[cid].zone is Zone.RESERVE and g.cards[cid].boosts == 0
    assert len(g.emblems) == 1
    assert render_ability(g.cdef(cid).abilities[0]) == (
        "When I go to Reserve from the Expedition zone, if I had 2 or more boosts — Draw a card.")


def test_condition_had_boosts_at_least_one_boost_is_not_enough():
    g = game_at_first_turn()
    p = g.pending.player
    cid = _leaver(g, p, 1)
    send_to_reserve(g, cid)
    assert g.cards[cid].zone is Zone.RESERVE and not g.emblems
