"""Trial by Frost outputs that are whole abilities (a keyword and another ability), on a
line with the empty trigger and no condition, at work in a game (README: Unique cards)."""

from __future__ import annotations

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.unique_catalogue import MissingParts, default_catalogue, line_abilities
from altered_tui.engine.characteristics import has_keyword, is_gigantic, matches
from altered_tui.engine.objects import Context
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import act, character, give, options, play
from tests.cards.builders import pick_if_asked
from tests.uniques.parts.support import PASSIVE, in_hand, started


def _card(output: int, **fields) -> CardDef:
    found = line_abilities((PASSIVE, 191, output), default_catalogue())
    return character(*(a for _, a in found), **fields)


def _settle(g):
    while g.pending is not None and g.pending.kind in ("reaction", "may"):
        act(g, "yes" if "yes" in options(g) else options(g)[0])


def test_an_output_of_abilities_needs_the_empty_trigger_and_no_condition():
    with pytest.raises(MissingParts):
        line_abilities((24, 191, 568), default_catalogue())
    with pytest.raises(MissingParts):
        line_abilities((PASSIVE, 181, 568), default_catalogue())


def test_part_568_gigantic_and_on_joining_a_boost_per_character_facing_me():
    g, p = started()
    for side in Side:
        give(g, 1 - p, character(), Zone.EXPEDITION, side)
    me = in_hand(g, p, _card(568))
    play(g, me)
    _settle(g)
    assert is_gigantic(g, me) and g.cards[me].boosts == 2  # Gigantic: both face me


@pytest.mark.parametrize("output, also", [
    pytest.param(570, "spell", id="part_570_gigantic_and_also_a_spell"),
    pytest.param(650, "permanent", id="part_650_gigantic_and_also_an_expedition_permanent"),
])
def test_parts_gigantic_and_also_counts_as(output, also):
    g, p = started()
    me = give(g, p, _card(output), Zone.EXPEDITION, Side.HERO)
    in_hand_too = in_hand(g, p, _card(output))
    assert is_gigantic(g, me)
    for cid in (me, in_hand_too):
        assert matches(g, cid, ab.Filter(type=also), Context(p), controller="any")


def test_part_579_seasoned_and_from_hand_its_subtypes_and_its_highest_statistic():
    g, p = started()
    facing = give(g, 1 - p, character(stats=(1, 5, 2), subtypes=("Robot",)), Zone.EXPEDITION,
                  Side.HERO)
    me = in_hand(g, p, _card(579))
    play(g, me, side="hero")
    pick_if_asked(g, facing)
    _settle(g)
    assert has_keyword(g, me, "seasoned") and g.cards[me].boosts == 5
    assert matches(g, me, ab.Filter(subtype="Robot"), Context(p), controller="any")


def test_part_593_gigantic_and_on_joining_discard_from_reserve_for_that_many_boosts():
    g, p = started()
    for cid in list(g.players[p].reserve):
        move(g, cid, Zone.DISCARD)
    kept = [give(g, p, character(), Zone.RESERVE) for _ in range(2)]
    me = in_hand(g, p, _card(593))
    play(g, me)
    assert g.pending.kind == "may"
    act(g, "yes")
    while g.pending.kind in ("choose", "target"):
        opts = options(g)
        act(g, next((o for o in opts if any(f"#{c}" in o for c in kept)), opts[-1]))
    assert is_gigantic(g, me) and g.cards[me].boosts == 2
    assert all(g.cards[c].zone is Zone.DISCARD for c in kept)


def test_part_607_gigantic_and_on_joining_sacrifice_permanents_for_that_many_boosts():
    g, p = started()
    gears = [give(g, p, CardDef(id=f"TEST_607_{i}", name=f"Test Gear {i}", type=CardType.PERMANENT,
                                zone_type=ZoneType.LANDMARK), Zone.LANDMARKS) for i in range(2)]
    me = in_hand(g, p, _card(607))
    play(g, me)
    while g.pending.kind in ("choose", "target"):
        opts = options(g)
        act(g, next((o for o in opts if any(f"#{c}" in o for c in gears)), opts[-1]))
    _settle(g)
    assert is_gigantic(g, me) and g.cards[me].boosts == 2
    assert all(g.cards[c].zone is Zone.DISCARD for c in gears)
