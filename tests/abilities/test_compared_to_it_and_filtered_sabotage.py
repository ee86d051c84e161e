"""Statistics compared with "it" (CR 2.3), and a Sabotage limited to some cards (CR 7.3.24)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import cast, character, give, options
from tests.cards.builders import HAVEN_WARRIOR, TROOPER, put, start


def test_filter_stat_at_most_its_2_3_another_character_no_stronger_than_it():
    g, p = start()
    first = give(g, p, character(stats=(2, 0, 0)), Zone.EXPEDITION, Side.HERO)
    weak = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)  # Forest 1
    strong = put(g, 1 - p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.HERO)  # Forest 4
    cast(g, ab.ChooseTarget(kind="choose_target", objects=ab.Select(ref="target", filter=ab.Filter(controller="you"))),
         ab.SendTo(kind="send_to", zone="reserve", objects=ab.Select(
             ref="target", filter=ab.Filter(other=True, stat_at_most_its="forest"))))
    offered = " ".join(options(g))
    assert f"#{weak}" in offered and f"#{strong}" not in offered and f"#{first}" not in offered


def test_step_sabotage_filter_7_3_24_only_matching_reserve_cards():
    g, p = start()
    me = give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True), effect=[
        ab.Sabotage(kind="sabotage", filter=ab.Filter(stat_at_most_mine="forest"))]), stats=(2, 0, 0)),
        Zone.EXPEDITION, Side.HERO)
    weak = put(g, 1 - p, TROOPER, Zone.RESERVE)
    strong = put(g, 1 - p, HAVEN_WARRIOR, Zone.RESERVE)
    from tests.abilities.support import act
    act(g, f"use {g.cdef(me).name}#{me} a1")
    offered = " ".join(options(g))
    assert f"#{weak}" in offered and f"#{strong}" not in offered
