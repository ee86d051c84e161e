"""'Put me in my owner's Mana zone (as an exhausted Mana Orb)' of a Character (CR 3.2.9.b):
from play, or from the zone the Reaction's event put it in (CR 2.1.f), and not once it has
moved again (CR 1.4.4)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import (act, cast, character, game_at_first_turn, give, options,
                                     play, reaction)
from tests.cards.builders import pick_if_asked

TO_MANA = ab.PutMeIn(kind="put_me_in", zone="mana")


def _settle(g):
    while g.pending is not None and g.pending.kind == "reaction":
        act(g, options(g)[0])


def test_step_put_me_in_3_2_9_b_from_play_an_exhausted_orb_of_my_owner():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(reaction("joins", TO_MANA)))
    orbs = len(g.players[p].mana)
    play(g, me)
    assert g.cards[me].zone is Zone.MANA and g.cards[me].status & Status.EXHAUSTED
    assert len(g.players[p].mana) == orbs + 1


def test_step_put_me_in_2_1_f_from_the_discard_pile_the_event_put_me_in():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(reaction("leaves_expedition", TO_MANA)), Zone.EXPEDITION, Side.HERO)
    cast(g, ab.SendTo(kind="send_to", zone="discard", objects=ab.Select(ref="target")))
    pick_if_asked(g, me)
    _settle(g)
    assert g.cards[me].zone is Zone.MANA and g.cards[me].status & Status.EXHAUSTED


def test_step_put_me_in_1_4_4_not_once_i_have_moved_again():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(reaction("leaves_expedition", TO_MANA)), Zone.EXPEDITION, Side.HERO)
    cast(g, ab.SendTo(kind="send_to", zone="discard", objects=ab.Select(ref="target")))
    pick_if_asked(g, me)
    move(g, me, Zone.HAND)  # a new object, out of the Reaction's reach
    _settle(g)
    assert g.cards[me].zone is Zone.HAND
