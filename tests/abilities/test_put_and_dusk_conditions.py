"""'Target player puts a card from their hand in Reserve' (CR 6.5.a, 3.2.5.c) and 'if both of
your Expeditions failed to move forward' (CR 4.2.4.i)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, spell


def test_step_put_from_hand_target_player_6_5_a():
    g = game_at_first_turn()
    p = g.pending.player
    hand, reserve = len(g.players[1 - p].hand), len(g.players[1 - p].reserve)
    play(g, give(g, p, spell(ab.PutFromHand(kind="put_from_hand", zone="reserve",
                                            who="target_player"))))
    assert options(g) == ["player yours", "player theirs"]
    act(g, "player theirs")
    assert g.pending.player == 1 - p  # they choose from their own hand
    act(g, options(g)[0])
    assert len(g.players[1 - p].hand) == hand - 1
    assert len(g.players[1 - p].reserve) == reserve + 1


def _dusk(companion_moves: bool) -> int:
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(
        on="expedition_fails_to_move"), effect=[ab.If(kind="if", condition=ab.StepCondition(
            both_expeditions_failed=True), steps=[ab.Draw(kind="draw")])])),
        Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(stats=(9, 9, 9)), Zone.EXPEDITION, Side.HERO)
    if companion_moves:
        give(g, p, character(stats=(3, 3, 3)), Zone.EXPEDITION, Side.COMPANION)
    day = g.day
    while g.day == day and not g.over:
        opts = options(g)
        act(g, "pass" if "pass" in opts else ("expand none" if "expand none" in opts else opts[0]))
    return sum(1 for e in g.log if e.kind == "draw" and e.cause.startswith("reaction:"))


def test_step_condition_both_expeditions_failed_4_2_4_i():
    assert _dusk(companion_moves=False) == 1
    assert _dusk(companion_moves=True) == 0


def _single(g, p, side):
    import dataclasses

    from altered_tui.engine.types import Terrain
    for s in Side:
        i = g.players[p].positions[s]
        g.regions[i] = dataclasses.replace(
            g.regions[i], terrains=(Terrain.MOUNTAIN,) if s is side else tuple(Terrain))


def test_filter_in_single_terrain_region_2_2_2_k():
    g = game_at_first_turn()
    p = g.pending.player
    one = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    three = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    _single(g, p, Side.HERO)
    play(g, give(g, p, spell(ab.Boost(kind="boost", objects=ab.Select(
        ref="each", filter=ab.Filter(in_single_terrain_region=True)), amount=1))))
    assert g.cards[one].boosts == 1 and g.cards[three].boosts == 0


def test_step_condition_i_am_in_single_terrain_region_2_2_2_k():
    g = game_at_first_turn()
    p = g.pending.player
    _single(g, p, Side.COMPANION)
    ability = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"), effect=[ab.If(
        kind="if", condition=ab.StepCondition(i_am_in_single_terrain_region=True),
        steps=[ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=1)])])
    first = give(g, p, character(ability))
    play(g, first, side="hero")
    assert g.cards[first].boosts == 0
    if g.pending.player != p:
        act(g, "pass")
    second = give(g, p, character(ability))
    play(g, second, side="companion")
    assert g.cards[second].boosts == 1


def test_step_gain_its_subtypes_1_4_4_while_i_stay_in_the_expedition_zone():
    from altered_tui.engine.objects import has_subtype
    from altered_tui.engine.zones import move

    g = game_at_first_turn()
    p = g.pending.player
    model = give(g, 1 - p, character(stats=(1, 4, 2), subtypes=("Dragon", "Spirit")),
                 Zone.EXPEDITION, Side.HERO)
    me = give(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"), effect=[
        ab.ChooseTarget(kind="choose_target", objects=ab.Select(
            ref="target", filter=ab.Filter(in_facing_expedition=True))),
        ab.GainItsSubtypes(kind="gain_its_subtypes"),
        ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=ab.Quantity(stat="its_highest"))])))
    play(g, me)
    if g.pending.kind == "target":
        act(g, next(o for o in options(g) if f"#{model}" in o))
    assert has_subtype(g, me, "Dragon") and has_subtype(g, me, "spirit")
    assert g.cards[me].boosts == 4  # the highest of 1/4/2 (CR 2.3)
    assert any(e.kind == "gain_subtypes" for e in g.log)
    move(g, me, Zone.RESERVE)
    assert not has_subtype(g, me, "Dragon")
