"""What Roots of Corruption reads of Ascended Expeditions (README rulings, Ascend): 'per
Ascended Expedition you control' counts yours only (CR 6.5.i); 'if both of your Expeditions
are Ascended' needs both of yours."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.objects import Context
from altered_tui.engine.characteristics import condition_holds
from altered_tui.engine.quantities import amount
from altered_tui.engine.types import Side

from tests.cards.builders import start


def test_ascend_boost_per_ascended_expedition_you_control_counts_yours_only():
    g, p = start()
    per = ab.Quantity(count=ab.Count(my_ascended_expeditions=True))
    assert amount(g, per, Context(controller=p)) == 0
    g.ascended += [(p, Side.HERO), (1 - p, Side.HERO), (1 - p, Side.COMPANION)]
    assert amount(g, per, Context(controller=p)) == 1


def test_ascend_both_of_your_expeditions_ascended_needs_both_of_yours():
    g, p = start()
    both = ab.StepCondition(both_expeditions_ascended=True)
    g.ascended += [(p, Side.HERO), (1 - p, Side.COMPANION)]
    assert not condition_holds(g, both, Context(controller=p))
    g.ascended.append((p, Side.COMPANION))
    assert condition_holds(g, both, Context(controller=p))
