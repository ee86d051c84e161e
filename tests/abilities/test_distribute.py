"""'Distribute N boosts among any Characters ...': the controller gives the boosts (CR 2.5)
one by one to matching objects, the same one as often as they like; with one matching
object it gets them all, with none nothing happens (CR 6.5.h)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import cast, character, game_at_first_turn, give, options
from tests.cards.builders import choose

IN_RESERVE = ab.Select(ref="choose", filter=ab.Filter(in_reserve=True))
THREE = ab.Boost(kind="boost", objects=IN_RESERVE, amount=3, distribute=True)


def test_step_boost_2_5_distributed_one_by_one_among_chosen_characters():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.RESERVE)
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    in_play = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    cast(g, THREE)
    assert not any(f"#{in_play}" in o for o in options(g))
    choose(g, mine)
    choose(g, theirs)
    choose(g, mine)
    assert g.cards[mine].boosts == 2 and g.cards[theirs].boosts == 1
    assert render_step(THREE) == "Distribute 3 boosts among any Characters in Reserve"
    assert render_step(THREE, "fr") == \
        "Répartissez 3 boosts comme vous le voulez entre des Personnages en Réserve"


def test_step_boost_2_5_distributed_to_the_only_character_there_is():
    g = game_at_first_turn()
    p = g.pending.player
    only = give(g, 1 - p, character(), Zone.RESERVE)
    cast(g, THREE)
    assert g.pending.kind == "turn" and g.cards[only].boosts == 3


def test_step_boost_6_5_h_distributed_with_nobody_to_gain_them():
    g = game_at_first_turn()
    p = g.pending.player
    in_play = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    cast(g, THREE)
    assert g.pending.kind == "turn" and g.cards[in_play].boosts == 0
