"""Selections of 'any number of' targets whose statistic adds up to at most a bound (CR 6.5.a:
targets are chosen as the step happens; CR 2.3: current statistics, boosts included)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Side, Status, Zone

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


def test_step_boost_for_each_6_5_i_counts_the_matching_objects_you_control_as_it_happens():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    for owner in (p, p, 1 - p):
        cid = give(g, owner, character(), Zone.EXPEDITION, Side.COMPANION)
        g.cards[cid].status |= Status.ASLEEP
    step = ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=ab.Filter(controller="you")),
                    amount=ab.Quantity(count=ab.Count(objects=ab.Filter(controller="you", status_any=["asleep"]))))
    cast(g, step)
    act(g, f"target {g.cdef(me).name}#{me}")
    assert g.cards[me].boosts == 2  # two Asleep Characters of mine, not the opponent's
    assert render_step(step) == \
        "Target Character you control gains 1 boost for each Asleep Character you control"


def test_filter_max_stat_2_3_no_current_statistic_over_the_bound():
    g = game_at_first_turn()
    p = g.pending.player
    small = give(g, 1 - p, character(stats=(3, 0, 3)), Zone.EXPEDITION, Side.HERO)
    grown = give(g, 1 - p, character(stats=(3, 0, 3)), Zone.EXPEDITION, Side.HERO)
    g.cards[grown].counters["boost"] = 1  # 4/1/4 now
    step = ab.SendTo(kind="send_to", zone="reserve", objects=ab.Select(
        ref="each", filter=ab.Filter(max_stat=3)))
    cast(g, step)
    assert g.cards[small].zone is Zone.RESERVE and g.cards[grown].zone is Zone.EXPEDITION
    assert render_step(step) == "Send all Characters with no statistic over 3 to Reserve"


def test_step_send_to_then_exhaust_7_3_10_the_card_is_exhausted_where_it_went():
    g = game_at_first_turn()
    p = g.pending.player
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    step = ab.SendTo(kind="send_to", objects=ab.Select(ref="each"), zone="reserve", then_exhaust=True)
    cast(g, step)
    assert theirs in g.players[1 - p].reserve and g.cards[theirs].has(Status.EXHAUSTED)
    assert render_step(step) == "Send all Characters to Reserve, then exhaust them"


def test_step_create_token_for_each_6_5_i_one_per_matching_object_you_control():
    g = game_at_first_turn()
    p = g.pending.player
    for owner in (p, p, 1 - p):
        give(g, owner, character(subtypes=("Scholar",)), Zone.EXPEDITION, Side.HERO)
    step = ab.CreateToken(kind="create_token", token="Ordis Recruit", where="hero_expedition",
                          count=ab.Quantity(count=ab.Count(objects=ab.Filter(subtype="Scholar", controller="you"))))
    cast(g, step)
    made = [c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token]
    assert len(made) == 2  # two Scholars of mine, not the opponent's
    assert render_step(step).endswith("in your Hero Expedition for each Scholar you control")
