"""'If I'm in [terrain]' for a passive and 'if I'm not in [terrain]' for a step: where I am
is the region of my Expedition, with its terrains as they are now (CR 2.2.2.p, 7.5.2.a)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability, render_passive
from altered_tui.engine.objects import stats
from altered_tui.engine.state import Region
from altered_tui.engine.types import Side, Terrain, Zone

from tests.abilities.support import character, game_at_first_turn, give, play, reaction

H = Side.HERO


def _region(g, p: int, terrain: Terrain) -> None:
    """My Hero Expedition stands on region 1, of this one terrain."""
    g.regions[1] = Region("tumult", (terrain,), face_up=True, tumult=0)
    g.players[p].positions[H] = 1


def test_passive_stats_equal_highest_7_5_2_a_mine_only_while_i_am_in_forest():
    effect = ab.StatsEqualHighest(kind="stats_equal_highest", to="me", while_in="forest")
    for terrain, expected in ((Terrain.FOREST, (3, 3, 3)), (Terrain.WATER, (0, 3, 1))):
        g = game_at_first_turn()
        p = g.pending.player
        _region(g, p, terrain)
        me = give(g, p, character(ab.PassiveAbility(kind="passive", effect=effect), stats=(0, 3, 1)),
                  Zone.EXPEDITION, H)
        beside = give(g, p, character(stats=(0, 2, 0)), Zone.EXPEDITION, H)
        assert stats(g, me) == expected and stats(g, beside) == (0, 2, 0)
    assert render_passive(effect) == \
        "If I'm in Forest, my Forest, Mountain and Water are equal to my highest statistic."


def test_step_condition_i_am_not_in_7_5_2_a_my_region_lacks_the_terrain():
    grower = reaction("joins", ab.If(kind="if", condition=ab.StepCondition(i_am_not_in="forest"),
                                     steps=[ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=1)]))
    for terrain, boosts in ((Terrain.FOREST, 0), (Terrain.MOUNTAIN, 1)):
        g = game_at_first_turn()
        p = g.pending.player
        _region(g, p, terrain)
        me = give(g, p, character(grower))
        play(g, me, side="hero")
        assert g.cards[me].boosts == boosts
    assert render_ability(grower) == "{J} If I'm not in Forest, I gain 1 boost."
