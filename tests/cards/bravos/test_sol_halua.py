"""Sol & Halua (Hero): when you pass first, I gain a Quest counter; then with 3 or more, a
Halua token joins your Companion Expedition."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side

from tests.abilities.support import act
from tests.cards.builders import card, set_hero, settle, start, tokens_named

SOL = "ALT_CYCLONE_B_BR_65_C"


def test_alt_cyclone_b_br_65_c_passing_first_gains_quest_counters_then_halua_comes_at_three():
    g, p = start()
    hero = set_hero(g, p, SOL)
    other = set_hero(g, 1 - p, SOL)
    g.cards[hero].counters["quest"] = 1
    act(g, "pass")  # first to pass
    settle(g)
    assert g.cards[hero].counters["quest"] == 2
    assert tokens_named(g, p, "Halua") == []  # 2 counters: not yet
    act(g, "pass")  # the opponent passes second: nothing for them
    settle(g)
    assert g.cards[other].counters.get("quest", 0) == 0
    g, p = start()
    hero = set_hero(g, p, SOL)
    g.cards[hero].counters["quest"] = 2
    act(g, "pass")
    settle(g)
    assert g.cards[hero].counters["quest"] == 3
    [halua] = tokens_named(g, p, "Halua", Side.COMPANION)
    assert stats(g, halua) == (2, 2, 2) and g.cdef(halua).id == "ALT_CYCLONE_B_BR_83_C"
    d = card(SOL)
    assert (d.reserve_limit, d.landmark_limit, d.faction.value) == (2, 2, "BR")
