"""Each trigger kind, made to happen in a game (CR 6.3, 7.1.1)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import (act, cast, character, game_at_first_turn, give, options, play,
                                     reaction, spell)

ME = ab.Select(ref="me")
BOOST_ME = ab.Boost(kind="boost", objects=ME, amount=1)
DRAW = ab.Draw(kind="draw")


def _answer_quietly(g):
    opts = options(g)
    act(g, "pass" if "pass" in opts else ("expand none" if "expand none" in opts else opts[0]))


def _reaction_draws(g, player):
    return sum(1 for e in g.log if e.kind == "draw" and e.player == player
               and e.cause.startswith("reaction:"))


def _finish_day(g):
    """Both players pass; every other decision takes its first option; stops at the next day."""
    day = g.day
    while g.day == day and not g.over:
        _answer_quietly(g)


def _reach_afternoon_of_next_day(g):
    _finish_day(g)
    while g.phase.value != "afternoon" and not g.over:
        _answer_quietly(g)


def test_trigger_joins_7_1_1_a_fires_when_played():
    g = game_at_first_turn()
    cid = give(g, g.pending.player, character(reaction("joins", BOOST_ME)))
    play(g, cid)
    assert g.cards[cid].boosts == 1


def test_trigger_played_from_hand_7_1_1_b_not_from_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    card = character(reaction("played_from_hand", BOOST_ME))
    from_hand = give(g, p, card)
    play(g, from_hand)
    assert g.cards[from_hand].boosts == 1
    g2 = game_at_first_turn()
    from_reserve = give(g2, g2.pending.player, card, Zone.RESERVE)
    play(g2, from_reserve, src="reserve")
    assert g2.cards[from_reserve].boosts == 0


def test_trigger_played_from_reserve_7_1_1_c():
    g = game_at_first_turn()
    cid = give(g, g.pending.player, character(reaction("played_from_reserve", BOOST_ME)), Zone.RESERVE)
    play(g, cid, src="reserve")
    assert g.cards[cid].boosts == 1


def test_trigger_at_noon_4_2_b_activates_as_noon_begins():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(reaction("at_noon", BOOST_ME)), Zone.EXPEDITION, Side.HERO)
    g.cards[cid].status |= Status.ANCHORED  # stays through the Night
    assert g.cards[cid].boosts == 0  # placed after day 1's Noon
    _reach_afternoon_of_next_day(g)
    assert g.cards[cid].boosts == 1


def test_trigger_at_dusk_4_2_b_activates_before_progress():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(reaction("at_dusk", ab.Draw(kind="draw"))), Zone.EXPEDITION, Side.HERO)
    _finish_day(g)
    assert _reaction_draws(g, p) == 1
    dusk = [e for e in g.log if e.kind in ("reaction", "progress")]
    assert dusk[0].kind == "reaction"  # the draw happened before Progress


def test_trigger_leaves_expedition_fires_at_rest_and_uses_last_known_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(reaction("leaves_expedition", ab.CreateToken(
        kind="create_token", token="Ordis Recruit", where="my_expedition"))), Zone.EXPEDITION,
        Side.COMPANION)
    _finish_day(g)
    created = [e for e in g.log if e.kind == "token"]
    assert created and created[0].data["side"] == "companion"  # CR 6.3.j: where it was


def test_trigger_goes_to_reserve_fires_at_rest():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(reaction("goes_to_reserve", ab.Draw(kind="draw"))), Zone.EXPEDITION,
               Side.HERO)
    _finish_day(g)
    assert cid in g.players[p].reserve
    assert _reaction_draws(g, p) == 1


def test_trigger_sacrificed_7_3_25_fires_when_sacrificed():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(reaction("sacrificed", DRAW)), Zone.EXPEDITION, Side.HERO)
    hand = len(g.players[p].hand)
    s = give(g, p, spell(ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="choose"))))
    play(g, s)
    assert cid in g.players[p].discard
    assert len(g.players[p].hand) == hand + 1 - 1 + 1  # +spell given, -spell played, +draw


def test_trigger_you_play_fires_for_matching_cards_only():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, p, character(reaction("you_play", BOOST_ME, filter=ab.Filter(type="spell"))),
                   Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, character()))
    assert g.cards[watcher].boosts == 0
    act(g, "pass") if g.pending.player != p else None
    if g.pending.player == p:
        play(g, give(g, p, spell(ab.Draw(kind="draw"))))
        assert g.cards[watcher].boosts == 1


def test_trigger_character_joins_yours_binds_it_to_the_new_character():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(reaction("character_joins_yours", ab.Boost(
        kind="boost", objects=ab.Select(ref="it"), amount=1))), Zone.LANDMARKS)
    newcomer = give(g, p, character())
    play(g, newcomer)
    assert g.cards[newcomer].boosts == 1


def test_trigger_character_joins_my_expedition_only_my_side():
    g = game_at_first_turn()
    p = g.pending.player
    boost_it = ab.Boost(kind="boost", objects=ab.Select(ref="it"), amount=1)
    give(g, p, character(reaction("character_joins_my_expedition", boost_it)),
         Zone.EXPEDITION, Side.HERO)
    beside, apart = give(g, p, character()), give(g, p, character())
    play(g, beside, side="hero")
    assert g.cards[beside].boosts == 1
    act(g, "pass") if g.pending.player != p else None
    play(g, apart, side="companion")
    assert g.cards[apart].boosts == 0


def test_trigger_character_joins_my_expedition_7_4_4_f_i_gigantic_source_both_but_not_switching():
    g = game_at_first_turn()
    p = g.pending.player
    boost_it = ab.Boost(kind="boost", objects=ab.Select(ref="it"), amount=1)
    give(g, p, character(reaction("character_joins_my_expedition", boost_it),
                         keywords=ab.Keywords(gigantic=True)), Zone.EXPEDITION, Side.HERO)
    newcomer = give(g, p, character())
    play(g, newcomer, side="companion")  # the companion Expedition is the Gigantic one's too
    assert g.cards[newcomer].boosts == 1
    act(g, "pass") if g.pending.player != p else None
    cast(g, ab.SwitchExpeditions(kind="switch_expeditions", objects=ab.Select(
        ref="target", filter=ab.Filter(controller="you", token=None))))
    if g.pending is not None and g.pending.kind == "target":
        act(g, f"target {g.cdef(newcomer).name}#{newcomer}")
    assert g.cards[newcomer].side is Side.HERO and g.cards[newcomer].boosts == 1  # joined nothing


def test_trigger_character_joins_my_expedition_7_3_28_switching_into_it():
    g = game_at_first_turn()
    p = g.pending.player
    boost_it = ab.Boost(kind="boost", objects=ab.Select(ref="it"), amount=1)
    give(g, p, character(reaction("character_joins_my_expedition", boost_it)),
         Zone.EXPEDITION, Side.HERO)
    mover = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    cast(g, ab.SwitchExpeditions(kind="switch_expeditions", objects=ab.Select(
        ref="target", filter=ab.Filter(controller="you"))))
    if g.pending is not None and g.pending.kind == "target":
        act(g, f"target {g.cdef(mover).name}#{mover}")
    assert g.cards[mover].side is Side.HERO and g.cards[mover].boosts == 1


def test_trigger_expedition_fails_to_move_4_2_4_i():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, p, character(reaction("expedition_fails_to_move", DRAW), stats=(0, 0, 0)),
                   Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(stats=(9, 9, 9)), Zone.EXPEDITION, Side.HERO)
    _finish_day(g)
    assert _reaction_draws(g, p) == 1
    assert g.players[p].positions[Side.HERO] == 0 and watcher in g.players[p].reserve


def test_trigger_expedition_moves_forward():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(reaction("expedition_moves_forward", DRAW), stats=(9, 9, 9)),
         Zone.EXPEDITION, Side.HERO)
    _finish_day(g)
    assert g.players[p].positions[Side.HERO] == 1
    assert _reaction_draws(g, p) == 1


def test_trigger_expedition_moves_forward_7_3_17_by_an_effect_too_but_not_with_a_terrain():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(reaction("expedition_moves_forward", DRAW)), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(ab.Reaction(
        kind="reaction", trigger=ab.Trigger(on="expedition_moves_forward", terrain="water"),
        effect=[DRAW])), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(reaction("expedition_moves_forward", DRAW)), Zone.EXPEDITION, Side.COMPANION)
    hand = len(g.players[p].hand)
    play(g, give(g, p, spell(ab.MoveExpedition(kind="move_expedition", direction="forward"))))
    act(g, "expedition -> hero yours")
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.players[p].positions[Side.HERO] == 1
    assert len(g.players[p].hand) == hand + 1  # one draw: not the terrain's, not the other side's
