"""Gift (Seeds of Unity; not in CR 3.0, README: Gift): on a player's turn (CR 4.2.3), an
opponent draws, Resupplies or receives a token; that player's 'when you make a Gift'
Reactions activate, once per event, and 'receive it' gives them the same."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import draw
from altered_tui.i18n.events import event_text

from tests.abilities.support import act, character, game_at_first_turn, give, play, reaction, spell

BOOST_ME = ab.Boost(kind="boost", objects=ab.Select(ref="me"))


def _giver():
    """The first player, to act, with a Character that gains a boost on each Gift they make."""
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(reaction("you_make_gift", BOOST_ME)), Zone.EXPEDITION, Side.HERO)
    return g, p, me


def _boosts(g, cid: int) -> int:
    return g.cards[cid].counters.get("boost", 0)


def test_trigger_you_make_gift_4_2_3_an_opponent_draws_on_your_turn():
    g, p, me = _giver()
    hand = len(g.players[1 - p].hand)
    play(g, give(g, p, spell(ab.Draw(kind="draw", who="opponent", count=2))))
    assert len(g.players[1 - p].hand) == hand + 2
    assert _boosts(g, me) == 1  # one Gift for one event, however many cards
    [event] = [e for e in g.log if e.kind == "gift"]
    shown = {"kind": "gift", "data": event.data, "names": {}, "players": ["Ann", "Bob"]}
    assert event_text(shown, "en") == f"{['Ann', 'Bob'][p]} makes a Gift to {['Ann', 'Bob'][1 - p]}"


def test_trigger_you_make_gift_4_2_3_not_when_you_draw_yourself():
    g, p, me = _giver()
    play(g, give(g, p, spell(ab.Draw(kind="draw"))))
    assert _boosts(g, me) == 0 and not [e for e in g.log if e.kind == "gift"]


def test_trigger_you_make_gift_4_2_3_each_player_draws_is_one_gift():
    g, p, me = _giver()
    play(g, give(g, p, spell(ab.Draw(kind="draw", who="each"))))
    assert _boosts(g, me) == 1


def test_trigger_you_make_gift_7_3_22_an_opponent_resupplies():
    g, p, me = _giver()
    top = g.players[1 - p].deck[0]
    play(g, give(g, p, spell(ab.Resupply(kind="resupply", who="opponent"))))
    assert top in g.players[1 - p].reserve and _boosts(g, me) == 1


def test_trigger_you_make_gift_7_3_4_an_opponent_receives_a_token():
    g, p, me = _giver()
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token="Manaseed",
                                            where="target_opponent_landmarks"))))
    assert len(g.players[1 - p].landmarks) == 1 and _boosts(g, me) == 1


def test_trigger_you_make_gift_4_2_3_not_on_the_opponents_turn():
    g, p, me = _giver()
    act(g, "pass")  # the opponent's turn now
    assert g.turn_player == 1 - p
    draw(g, 1 - p, 1, cause="test")
    assert _boosts(g, me) == 0


def test_trigger_you_make_gift_4_2_1_not_outside_the_afternoon():
    g, p, me = _giver()
    g.phase, turn = g.phase.__class__.MORNING, g.turn_player
    draw(g, 1 - p, 1, cause="test")
    assert _boosts(g, me) == 0 and turn == p


def _receiver(gift_step):
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(reaction("you_make_gift", ab.ReceiveGift(kind="receive_gift"))),
         Zone.EXPEDITION, Side.HERO)
    cid = give(g, p, spell(gift_step))
    top = g.players[p].deck[0]
    play(g, cid)
    return g, p, top


def test_step_receive_gift_draws_as_many_cards():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(reaction("you_make_gift", ab.ReceiveGift(kind="receive_gift"))),
         Zone.EXPEDITION, Side.HERO)
    hand = len(g.players[p].hand)
    cid = give(g, p, spell(ab.Draw(kind="draw", who="opponent", count=2)))
    play(g, cid)
    assert len(g.players[p].hand) == hand + 2  # as many as the opponent drew


def test_step_receive_gift_resupplies_the_same_way():
    g, p, top = _receiver(ab.Resupply(kind="resupply", who="opponent", exhausted=True))
    assert top in g.players[p].reserve and g.cards[top].has(Status.EXHAUSTED)


def test_step_receive_gift_the_same_token_in_your_own_zone():
    g, p, _top = _receiver(ab.CreateToken(kind="create_token", token="Manaseed",
                                    where="target_opponent_landmarks"))
    assert len(g.players[p].landmarks) == 1 and len(g.players[1 - p].landmarks) == 1
    assert g.cdef(g.players[p].landmarks[0]).name == "Manaseed"


def test_trigger_you_make_gift_renders_its_meaning():
    text = render_ability(reaction("you_make_gift", BOOST_ME))
    assert text.startswith("When you make a Gift (on your turn, an opponent draws, Resupplies "
                           "or gets a token) —")
