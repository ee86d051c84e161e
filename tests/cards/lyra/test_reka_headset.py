"""Reka Headset (Expedition Gear): my Expedition and its Characters are considered In Contact
(README ruling); {T}: the next Character that joins my Expedition this turn gains 1 boost
(CR 2.2.14, 7.5.8). Ordis R2: my Expedition is considered behind, even tied or ahead."""

from altered_tui.engine.characteristics import in_contact
from altered_tui.engine.objects import ahead, behind, stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    SKALD, add_mana, card, end_turn_of_opponent, paid_to_play, put, settle, start, use_first,
)

URBEX = "ALT_DUSTER_B_LY_92_C"  # 0/3/2; all equal to the highest while In Contact


def _with_headset(version: str, side: Side = Side.HERO):
    g, p = start()
    g.players[1 - p].positions[Side.HERO] = 1  # nothing meets my Expeditions' regions...
    g.players[1 - p].positions[Side.COMPANION] = 6
    me = put(g, p, version)
    play(g, me, side=side.value)
    settle(g)
    return g, p, me


def _next_joining_gains_a_boost(version: str) -> None:
    g, p, me = _with_headset(version)
    add_mana(g, p, 4)
    end_turn_of_opponent(g, p)
    use_first(g, me)  # {T}
    first = put(g, p, SKALD)
    play(g, first, side="hero")
    settle(g)
    assert g.cards[first].boosts == 1
    g, p, me = _with_headset(version)
    add_mana(g, p, 4)
    end_turn_of_opponent(g, p)
    use_first(g, me)
    elsewhere = put(g, p, SKALD)
    play(g, elsewhere, side="companion")  # not my Expedition; the Emblem ends with the turn
    settle(g)
    end_turn_of_opponent(g, p)
    later = put(g, p, SKALD)
    play(g, later, side="hero")
    settle(g)
    assert g.cards[elsewhere].boosts == 0 and g.cards[later].boosts == 0


def _considered_in_contact(version: str) -> None:
    g, p, me = _with_headset(version)
    urbex = put(g, p, URBEX, Zone.EXPEDITION, Side.HERO)
    other = put(g, p, URBEX, Zone.EXPEDITION, Side.COMPANION)
    assert in_contact(g, urbex) and not in_contact(g, other)
    assert stats(g, urbex) == (3, 3, 3) and stats(g, other) == (0, 3, 2)


def test_alt_duster_b_ly_101_c_considered_in_contact_and_boosts_the_next_joining():
    _considered_in_contact("ALT_DUSTER_B_LY_101_C")
    _next_joining_gains_a_boost("ALT_DUSTER_B_LY_101_C")
    g, p = start()
    assert paid_to_play(g, p, put(g, p, "ALT_DUSTER_B_LY_101_C")) == 1


def test_alt_duster_b_ly_101_r1_considered_in_contact_and_boosts_the_next_joining():
    _considered_in_contact("ALT_DUSTER_B_LY_101_R1")
    _next_joining_gains_a_boost("ALT_DUSTER_B_LY_101_R1")


def test_alt_duster_b_ly_101_r2_considered_behind_and_boosts_the_next_joining():
    g, p, me = _with_headset("ALT_DUSTER_B_LY_101_R2")
    g.players[p].positions[Side.HERO] = 3  # ahead of their hero Expedition (on 1)
    assert behind(g, p, Side.HERO) and not ahead(g, p, Side.HERO)
    assert ahead(g, p, Side.COMPANION) is False and behind(g, 1 - p, Side.HERO)
    _next_joining_gains_a_boost("ALT_DUSTER_B_LY_101_R2")


def test_alt_duster_b_ly_101_type_line_names_its_zone_type():
    # the type line's zone type (CR 2.2.3.b-c), shown by the inspector with the sub-types
    for version in ("ALT_DUSTER_B_LY_101_C", "ALT_DUSTER_B_LY_101_R1", "ALT_DUSTER_B_LY_101_R2"):
        assert "Expedition" in card(version).subtypes
