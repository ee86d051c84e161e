"""A filter on the printed Reserve Cost (CR 2.2.8): 'with Reserve Cost {N} or less' reads
the Reserve Cost, not the Hand Cost."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.characteristics import matches
from altered_tui.engine.objects import Context
from altered_tui.engine.types import Zone

from tests.abilities.support import character, game_at_first_turn, give


def test_filter_max_reserve_cost_2_2_8_reads_the_reserve_cost():
    g = game_at_first_turn()
    p = g.pending.player
    f = ab.Filter(type="character", max_reserve_cost=2)
    cheap_in_reserve = give(g, p, character(cost=5).model_copy(update={"reserve_cost": 2}),
                            Zone.RESERVE)
    dear_in_reserve = give(g, p, character(cost=1).model_copy(update={"reserve_cost": 3}),
                           Zone.RESERVE)
    assert matches(g, cheap_in_reserve, f, Context(p), controller="any")
    assert not matches(g, dear_in_reserve, f, Context(p), controller="any")
    step = ab.ChooseTarget(kind="choose_target", objects=ab.Select(ref="target", filter=f))
    assert "with Reserve Cost {2} or less" in render_step(step)
