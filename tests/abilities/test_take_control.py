"""Step 'take_control' with `to_my_expedition` (CR 7.5.4.a; README rulings, Milady de Winter):
the controller controls the Permanent from now on, the same object with its owner (CR 1.4.3.a,
1.4.4.a); an Expedition Permanent joins the source's Expedition whatever its side, a Landmark
Permanent its new controller's Landmarks.
With it, a token in an opponent's Expedition and 'the controller of the Expedition facing it
draws' (CR 7.3.4, 1.2.3.c)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.render import render_ability
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, reaction

STEP = ab.TakeControl(kind="take_control", to_my_expedition=True,
                      objects=ab.Select(ref="target", filter=ab.Filter(type="permanent")))


def _permanent(zone_type: ZoneType, n: int) -> CardDef:
    return CardDef(id=f"TEST_TAKEN_{n}", name=f"Taken {n}", type=CardType.PERMANENT,
                   zone_type=zone_type, hand_cost=1, reserve_cost=1)


def _taker(g, p, side="companion"):
    taker = give(g, p, character(reaction("played_from_hand", STEP), name="Taker"))
    play(g, taker, side=side)
    if g.pending.kind == "reaction":
        act(g, options(g)[0])


def test_step_take_control_to_my_expedition_7_5_4_a_an_expedition_permanent_joins_mine():
    g = game_at_first_turn()
    p = g.pending.player
    gear = give(g, 1 - p, _permanent(ZoneType.EXPEDITION, 1), Zone.EXPEDITION, Side.HERO)
    _taker(g, p)
    if g.pending.kind == "target":
        act(g, f"target Taken 1#{gear}")
    c = g.cards[gear]
    assert (c.controller, c.owner, c.side, c.zone) == (p, 1 - p, Side.COMPANION, Zone.EXPEDITION)
    assert gear in g.players[p].expeditions[Side.COMPANION]
    assert any(e.kind == "take_control" and e.data["card"] == gear for e in g.log)
    assert render_ability(ab.SpellEffect(kind="effect", steps=[STEP])) == (
        "Take control of target Permanent, putting it in my Expedition if it's an Expedition "
        "Permanent.")


def test_step_take_control_to_my_expedition_7_5_4_a_a_landmark_goes_to_my_landmarks():
    g = game_at_first_turn()
    p = g.pending.player
    site = give(g, 1 - p, _permanent(ZoneType.LANDMARK, 2), Zone.LANDMARKS)
    _taker(g, p)
    if g.pending.kind == "target":
        act(g, f"target Taken 2#{site}")
    assert site in g.players[p].landmarks and site not in g.players[1 - p].landmarks
    assert g.cards[site].controller == p and g.cards[site].owner == 1 - p


def test_step_create_token_opponent_expedition_7_3_4_then_the_player_facing_it_draws():
    steps = [ab.CreateToken(kind="create_token", token="Mana Moth", where="opponent_expedition",
                            becomes_it=True),
             ab.Draw(kind="draw", who="facing_it")]
    g = game_at_first_turn()
    p = g.pending.player
    holder = give(g, p, character(reaction("played_from_hand", *steps), name="Magician"))
    mine = len(g.players[p].hand)
    play(g, holder)
    if g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert options(g) == ["expedition -> hero theirs", "expedition -> companion theirs"]
    act(g, "expedition -> hero theirs")
    moths = [c for c in g.players[1 - p].expeditions[Side.HERO] if g.cdef(c).name == "Mana Moth"]
    assert len(moths) == 1 and g.cards[moths[0]].controller == 1 - p
    assert len(g.players[p].hand) == mine  # the Moth is theirs, so I face it: my draw replaces the card I played
