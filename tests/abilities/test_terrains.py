"""Terrains of the regions Expeditions are in: 'a Character in [terrain]', 'each Expedition in
[terrain]' (CR 7.5.2.a), and the Expedition facing an object (CR 1.2.3.c)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, reaction, spell

# The test adventure: region 2 is Water only, region 5 Forest only; the Hero and Companion
# regions (0 and 7) have every terrain.
WATER_ONLY, FOREST_ONLY = 2, 5


def _targets(g, f: ab.Filter) -> set[int]:
    p = g.pending.player
    play(g, give(g, p, spell(ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=f, up_to=True)))))
    return {int(o.split("#")[1].split()[0]) for o in options(g) if "#" in o}


def test_filter_in_terrain_7_5_2_a_the_region_of_its_expedition_has_that_terrain():
    g = game_at_first_turn()
    p = g.pending.player
    assert g.regions[WATER_ONLY].terrains == ("water",) and g.regions[FOREST_ONLY].terrains == ("forest",)
    g.players[p].positions[Side.HERO] = WATER_ONLY
    g.players[1 - p].positions[Side.COMPANION] = FOREST_ONLY
    in_water = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    in_forest = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    everything = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)  # the Companion Region
    assert _targets(g, ab.Filter(in_terrain="forest")) == {in_forest, everything}


def test_filter_in_terrain_7_4_4_b_a_gigantic_character_is_in_both_regions():
    g = game_at_first_turn()
    p = g.pending.player
    g.players[p].positions[Side.HERO] = WATER_ONLY
    g.players[p].positions[Side.COMPANION] = WATER_ONLY + 1  # Forest and Water
    giant = give(g, p, character(keywords=ab.Keywords(gigantic=True)), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(), Zone.EXPEDITION, Side.HERO)  # in Water only
    assert _targets(g, ab.Filter(in_terrain="forest")) == {giant}


def test_filter_in_facing_expedition_1_2_3_c_the_opponents_expedition_of_the_same_kind():
    g = game_at_first_turn()
    p = g.pending.player
    facing = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    other_side = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    beside = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    sleeper = give(g, p, character(reaction("joins", ab.GainStatus(
        kind="gain_status", status="asleep",
        objects=ab.Select(ref="target", filter=ab.Filter(in_facing_expedition=True))))))
    play(g, sleeper, side="companion")
    assert g.cards[facing].has(Status.ASLEEP)
    assert not g.cards[other_side].has(Status.ASLEEP) and not g.cards[beside].has(Status.ASLEEP)


def test_step_boost_for_each_expedition_in_6_5_i_counts_every_players_expeditions_there():
    g = game_at_first_turn()
    p = g.pending.player
    g.players[p].positions[Side.HERO] = WATER_ONLY  # not Forest; the three others are
    grower = give(g, p, character(reaction("joins", ab.Boost(
        kind="boost", objects=ab.Select(ref="me"), amount=ab.Quantity(count=ab.Count(expeditions_in="forest"))))))
    play(g, grower, side="companion")
    assert g.cards[grower].boosts == 3


def _send_then_draw_if_not_in_forest(g, target: int) -> None:
    p = g.pending.player
    play(g, give(g, p, spell(
        ab.ChooseTarget(kind="choose_target", objects=ab.Select(ref="target")),
        ab.SendTo(kind="send_to", objects=ab.Select(ref="it"), zone="reserve"),
        ab.If(kind="if", condition=ab.StepCondition(it_was_not_in="forest"),
              steps=[ab.Draw(kind="draw", who="its_controller")]))))
    if g.pending.kind == "target":  # a single legal target is taken for the player
        act(g, next(o for o in options(g) if f"#{target}" in o))


def _spell_draws(g, player: int) -> int:
    return sum(1 for e in g.log if e.kind == "draw" and e.player == player and e.cause.startswith("play:"))


def test_step_condition_it_was_not_in_2_1_d_where_it_was_as_it_left_play():
    g = game_at_first_turn()
    p = g.pending.player
    g.players[1 - p].positions[Side.HERO] = WATER_ONLY
    in_water = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    _send_then_draw_if_not_in_forest(g, in_water)
    assert in_water in g.players[1 - p].reserve  # in no region now, but it was in Water
    assert _spell_draws(g, 1 - p) == 1 and _spell_draws(g, p) == 0  # its controller drew


def test_step_condition_it_was_not_in_a_character_that_was_in_forest_draws_nothing():
    g = game_at_first_turn()
    p = g.pending.player
    in_forest = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    _send_then_draw_if_not_in_forest(g, in_forest)
    assert in_forest in g.players[1 - p].reserve and _spell_draws(g, 1 - p) == 0


def _region_keeper(effect: ab.MyRegionIs):
    return character(ab.PassiveAbility(kind="passive", effect=effect), stats=(3, 0, 0))


def test_passive_my_region_is_2_2_2_p_my_expeditions_region_gains_the_terrain():
    from altered_tui.engine.objects import expedition_terrains
    from altered_tui.engine.progress import compute_progress

    g = game_at_first_turn()
    p = g.pending.player
    g.players[p].positions[Side.HERO] = WATER_ONLY
    give(g, p, _region_keeper(ab.MyRegionIs(kind="my_region_is", terrain="forest")), Zone.EXPEDITION, Side.HERO)
    assert expedition_terrains(g, p, Side.HERO) == ["water", "forest"]
    g.players[p].positions[Side.COMPANION] = WATER_ONLY  # the same region: it is that region
    assert expedition_terrains(g, p, Side.COMPANION) == ["water", "forest"]
    g.players[1 - p].positions[Side.HERO] = FOREST_ONLY + 1  # the facing one is elsewhere
    assert "forest" not in expedition_terrains(g, 1 - p, Side.HERO)
    [mine] = [e for e in compute_progress(g)["expeditions"] if e["player"] == p and e["side"] == "hero"]
    assert mine["terrains"] == ["forest", "water"] and mine["wins"] == ["forest"]  # CR 4.2.4.b


def test_passive_my_region_is_2_3_only_and_facing_applied_in_timestamp_order():
    from altered_tui.engine.objects import expedition_terrains

    g = game_at_first_turn()
    p = g.pending.player
    g.players[p].positions[Side.HERO] = WATER_ONLY
    g.players[1 - p].positions[Side.HERO] = 4  # Mountain only
    give(g, p, _region_keeper(ab.MyRegionIs(kind="my_region_is", terrain="forest", and_facing=True,
                                            only=True)), Zone.EXPEDITION, Side.HERO)
    assert expedition_terrains(g, p, Side.HERO) == ["forest"]
    assert expedition_terrains(g, 1 - p, Side.HERO) == ["forest"]
    assert "water" in expedition_terrains(g, p, Side.COMPANION)  # the Companion Region is untouched
    later = give(g, 1 - p, _region_keeper(ab.MyRegionIs(kind="my_region_is", terrain="water")),
                 Zone.EXPEDITION, Side.HERO)  # later: Water added back to its region
    assert expedition_terrains(g, 1 - p, Side.HERO) == ["forest", "water"]
    assert g.cards[later].zone is Zone.EXPEDITION
