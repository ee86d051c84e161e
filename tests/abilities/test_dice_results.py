"""'If the result is 1' (CR 7.3.19): the result of the roll that triggered the Reaction;
with no roll, there is no result to match."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.characteristics import condition_holds
from altered_tui.engine.objects import Context

from tests.cards.builders import start


def test_7_3_19_if_the_result_is_1_reads_the_roll_that_triggered_the_reaction():
    g, p = start()
    one = ab.StepCondition(rolled_at_most=1)
    assert condition_holds(g, one, Context(controller=p, memo={"die": 1}))
    assert not condition_holds(g, one, Context(controller=p, memo={"die": 2}))
    assert not condition_holds(g, one, Context(controller=p))  # no die rolled: no result


def test_filter_max_base_cost_rolled_7_3_19_b_reads_this_effects_roll():
    from altered_tui.engine.characteristics import matches
    from altered_tui.engine.types import Side, Zone

    from tests.cards.builders import AMELIA, put

    g, p = start()
    three = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)  # Base Cost 3
    f = ab.Filter(max_base_cost_rolled=True)
    assert not matches(g, three, f, Context(controller=p))  # nothing rolled yet
    assert not matches(g, three, f, Context(controller=p, memo={"rolled": 2}))
    assert matches(g, three, f, Context(controller=p, memo={"rolled": 3}))
