"""Akesha & Taru: {T}: After You, only if you are the first player."""

from altered_tui.engine.types import Status

from tests.abilities.support import act, options
from tests.cards.builders import set_hero, start


def test_alt_core_b_yz_01_c_first_player_exhausts_the_hero_to_end_the_turn_without_passing():
    g, p = start()
    assert g.first_player == p
    hero = set_hero(g, p, "ALT_CORE_B_YZ_01_C")
    act(g, f"use Akesha & Taru#{hero} a1")
    assert g.cards[hero].has(Status.EXHAUSTED)
    assert g.pending.kind == "turn" and g.pending.player == 1 - p  # the turn ended
    assert not g.players[p].passed  # After You is not passing
    assert not any(o.startswith("use Akesha") for o in options(g))


def test_alt_core_b_yz_01_c_cannot_be_used_by_the_player_who_is_not_first():
    g, p = start()
    hero = set_hero(g, 1 - p, "ALT_CORE_B_YZ_01_C")
    act(g, "pass")
    assert g.pending.player == 1 - p
    assert f"use Akesha & Taru#{hero} a1" not in options(g)
    assert not g.cards[hero].has(Status.EXHAUSTED)
