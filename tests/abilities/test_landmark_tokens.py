"""Landmark Permanent tokens (README: Landmark tokens): created in a Landmark zone (CR 7.3.4,
5.2.3.a), owned by that zone's player (CR 1.4.3), gone when they leave it (as CR 2.1.e);
and the quick action cost 'sacrifice me' (CR 7.3.25)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability, render_steps
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.steps.leave_play import send
from altered_tui.i18n.events import event_text

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, refresh, spell


def _make(where: str, count: int = 1):
    g = game_at_first_turn()
    p = g.pending.player
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token="Manaseed", where=where,
                                            count=count))))
    return g, p


def test_step_create_token_7_3_4_in_your_landmarks():
    g, p = _make("your_landmarks", count=2)
    seeds = g.players[p].landmarks
    assert len(seeds) == 2 and all(g.cards[c].token for c in seeds)
    assert all(g.cards[c].owner == p and g.cards[c].controller == p for c in seeds)
    assert not g.players[1 - p].landmarks


def test_step_create_token_7_3_4_in_target_opponents_landmarks_they_own_it():
    g, p = _make("target_opponent_landmarks")
    assert not g.players[p].landmarks
    [seed] = g.players[1 - p].landmarks
    assert g.cards[seed].owner == 1 - p and g.cards[seed].controller == 1 - p  # CR 1.4.3
    [event] = [e for e in g.log if e.kind == "token"]
    shown = {"kind": "token", "data": event.data, "names": {seed: "Manaseed"},
             "players": ["Ann", "Bob"]}
    assert event_text(shown, "en") == \
        f"{['Ann', 'Bob'][p]} creates a token: Manaseed, in {['Ann', 'Bob'][1 - p]}'s Landmarks"


def test_step_create_token_7_3_4_in_each_players_landmarks():
    g, p = _make("each_player_landmarks")
    assert len(g.players[p].landmarks) == 1 and len(g.players[1 - p].landmarks) == 1


def test_step_create_token_6_5_a_in_target_players_landmarks():
    g, p = _make("target_player_landmarks")
    assert g.pending.kind == "player"
    act(g, "player theirs")
    assert len(g.players[1 - p].landmarks) == 1 and not g.players[p].landmarks


def test_step_create_token_6_3_j_in_its_controllers_landmarks_after_it_left():
    g = game_at_first_turn()
    p = g.pending.player
    victim = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(
        ab.ChooseTarget(kind="choose_target", objects=ab.Select(ref="target")),
        ab.SendTo(kind="send_to", objects=ab.Select(ref="it"), zone="hand"),
        ab.CreateToken(kind="create_token", token="Manaseed", where="its_controller_landmarks"))))
    assert victim in g.players[1 - p].hand
    assert len(g.players[1 - p].landmarks) == 1 and not g.players[p].landmarks


def test_step_create_token_2_1_e_a_landmark_token_leaving_its_zone_ceases_to_exist():
    g, p = _make("your_landmarks")
    [seed] = g.players[p].landmarks
    send(g, seed, Zone.HAND, "test", rule="7.3.26")
    assert g.cards[seed].zone is Zone.GONE
    assert seed not in g.players[p].hand and not g.players[p].landmarks


def test_cost_sacrifice_me_7_3_25_quick_action_of_an_object_in_play():
    g = game_at_first_turn()
    p = g.pending.player
    quick = ab.QuickAction(kind="quick", cost=ab.Cost(sacrifice_me=True),
                           effect=[ab.Draw(kind="draw")])
    me = give(g, p, character(quick), Zone.EXPEDITION, Side.HERO)
    in_reserve = give(g, p, character(quick), Zone.RESERVE)
    refresh(g)
    assert g.pending.player == p
    assert not any(f"#{in_reserve} " in o for o in options(g) if o.startswith("use"))
    hand = len(g.players[p].hand)
    act(g, next(o for o in options(g) if o.startswith("use") and f"#{me} " in o))
    assert me in g.players[p].discard and len(g.players[p].hand) == hand + 1
    assert render_ability(quick) == "Sacrifice me: Draw a card."


def test_create_token_renders_a_landmark_token_with_its_ability():
    step = ab.CreateToken(kind="create_token", token="Manaseed", where="target_opponent_landmarks")
    assert render_steps([step]) == ('Create a Manaseed Sap Landmark token with "{T}, Sacrifice '
                                    'me: Ready a Mana Orb." in target opponent\'s Landmarks')
