"""Selections of 'any number of' targets whose statistic adds up to at most a bound (CR 6.5.a:
targets are chosen as the step happens; CR 2.3: current statistics, boosts included)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options

SEND = ab.SendTo(kind="send_to", zone="reserve", objects=ab.Select(
    ref="target", any_number=True, total_stat_max=ab.StatTotal(stat="water", max=3)))


def test_select_any_number_with_total_stat_max_counts_current_statistics():
    g = game_at_first_turn()
    p = g.pending.player
    boosted = give(g, 1 - p, character(stats=(0, 0, 1)), Zone.EXPEDITION, Side.HERO)
    g.cards[boosted].counters["boost"] = 1  # Water 2 now
    small = give(g, 1 - p, character(stats=(5, 5, 1)), Zone.EXPEDITION, Side.HERO)
    big = give(g, 1 - p, character(stats=(0, 0, 3)), Zone.EXPEDITION, Side.COMPANION)
    cast(g, SEND)
    act(g, f"target {g.cdef(boosted).name}#{boosted}")  # 2
    left = [o for o in options(g) if o.startswith("target ")]
    assert left == [f"target {g.cdef(small).name}#{small}"]  # 2 + 3 would be 5
    act(g, left[0])
    assert g.cards[boosted].zone is Zone.RESERVE and g.cards[small].zone is Zone.RESERVE
    assert g.cards[big].zone is Zone.EXPEDITION


def test_select_any_number_may_choose_none():
    g = game_at_first_turn()
    p = g.pending.player
    other = give(g, 1 - p, character(stats=(0, 0, 1)), Zone.EXPEDITION, Side.HERO)
    cast(g, SEND)
    assert "done" in options(g)
    act(g, "done")
    assert g.cards[other].zone is Zone.EXPEDITION
    assert render_step(SEND) == \
        "Send any number of target Characters with a total Water of 3 or less to Reserve"
