"""'A Character with {V} less than or equal to mine' (CR 2.3): {V}, {M}, {O} are the Forest,
Mountain and Water statistics; both are read as they are now, boosts included (CR 2.5)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.characteristics import matches
from altered_tui.engine.objects import Context
from altered_tui.engine.types import Side, Zone

from tests.cards.builders import AMELIA, TROOPER, put, start


def test_filter_stat_at_most_mine_2_3_compares_current_statistics():
    g, p = start()
    me = put(g, p, TROOPER, Zone.EXPEDITION, Side.HERO)  # Forest 1
    other = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)  # Forest 2
    f = ab.Filter(type="character", stat_at_most_mine="forest")
    ctx = Context(controller=p, source=me)
    assert not matches(g, other, f, ctx)
    g.cards[me].counters["boost"] = 1  # my Forest is 2 now
    assert matches(g, other, f, ctx)
