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
