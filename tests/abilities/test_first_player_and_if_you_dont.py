"""'You become first player' (CR 4.2.1.b; README: Rules notes), 'you may ... If you don't, ...'
(CR 6.5.c, 6.5.f) and 'put a Spell from your hand in Reserve' (CR 7.3.21)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options, spell


def test_step_become_first_player_4_2_1_b_the_next_succeed_passes_it_back():
    g = game_at_first_turn()
    p = g.pending.player
    g.first_player = 1 - p
    cast(g, ab.BecomeFirstPlayer(kind="become_first_player"))
    assert g.first_player == p
    assert [e.data["who"] for e in g.log if e.kind == "first_player"] == [p]
    while g.day == 1:
        act(g, "pass" if "pass" in options(g) else options(g)[0])
    assert g.first_player == 1 - p  # Succeed (CR 4.2.1.b)


def _boost_me_or_draw():
    return ab.May(kind="may", steps=[ab.Boost(kind="boost", objects=ab.Select(ref="target"))],
                  otherwise=[ab.Draw(kind="draw")])


def test_step_may_otherwise_6_5_f_declining_does_the_other_steps():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    hand = len(g.players[p].hand)
    cast(g, _boost_me_or_draw())
    act(g, "no")
    assert len(g.players[p].hand) == hand + 1


def test_step_may_otherwise_6_5_f_saying_yes_skips_them():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    hand = len(g.players[p].hand)
    cast(g, _boost_me_or_draw())
    act(g, "yes")
    if g.pending is not None and g.pending.kind == "target":
        act(g, next(o for o in options(g) if f"#{mine}" in o))
    assert g.cards[mine].boosts == 1 and len(g.players[p].hand) == hand


def test_step_put_from_hand_filter_7_3_21_only_a_matching_card_and_none_means_no():
    g = game_at_first_turn()
    p = g.pending.player
    for cid in list(g.players[p].hand):
        move(g, cid, Zone.DISCARD)
    a_spell = give(g, p, spell(ab.Draw(kind="draw")))
    a_character = give(g, p, character())
    put_spell = ab.PutFromHand(kind="put_from_hand", zone="reserve", filter=ab.Filter(type="spell"))
    cast(g, ab.May(kind="may", steps=[put_spell]))
    act(g, "yes")  # the one Spell: put without asking
    assert a_spell in g.players[p].reserve and a_character in g.players[p].hand
    act(g, "pass")
    cast(g, ab.May(kind="may", steps=[put_spell], otherwise=[ab.Draw(kind="draw")]))
    assert options(g) == ["no"]  # no Spell left in hand: only declining
