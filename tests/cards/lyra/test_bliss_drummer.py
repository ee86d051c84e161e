"""BLISS Drummer: while I'm boosted, other Characters you play from Reserve cost 1 less, never
under 1 (Lyra R1: other Artists; Axiom R2: Robots). Support: 1 boost up to 2 when you play
another Character with a base statistic of 0 (R2: at Noon choose one: 1 boost, or {T}: 2
boosts, up to 3)."""

from altered_tui.engine.types import Zone

from tests.cards.builders import (
    ACHILLES, AMELIA, PLAY_ZERO_STAT, SKALD, add_mana, gains_up_to, noon_choice_gains, paid_to_play,
    put, start,
)


def _reserve_cost_with(version: str, card_id: str, boosts: int, src: Zone = Zone.RESERVE) -> int:
    g, p = start()
    drummer = put(g, p, version, Zone.EXPEDITION)
    g.cards[drummer].counters["boost"] = boosts
    cid = put(g, p, card_id, src)
    add_mana(g, p, 3)
    return paid_to_play(g, p, cid, src="reserve" if src is Zone.RESERVE else "hand")


def test_alt_bise_b_ly_54_c_makes_characters_from_reserve_cost_one_less_while_boosted():
    version = "ALT_BISE_B_LY_54_C"
    assert _reserve_cost_with(version, ACHILLES, 1) == 4  # Reserve Cost 5
    assert _reserve_cost_with(version, ACHILLES, 0) == 5  # not boosted
    assert _reserve_cost_with(version, ACHILLES, 1, Zone.HAND) == 5  # from hand: no change
    assert _reserve_cost_with(version, AMELIA, 1) == 1  # Reserve Cost 1: never under 1
    assert gains_up_to(version, PLAY_ZERO_STAT, 3) == [1, 2, 2]


def test_alt_bise_b_ly_54_r1_makes_artists_from_reserve_cost_one_less():
    version = "ALT_BISE_B_LY_54_R1"
    assert _reserve_cost_with(version, SKALD, 1) == 1  # an Artist, Reserve Cost 2
    assert _reserve_cost_with(version, ACHILLES, 1) == 5  # not an Artist
    assert gains_up_to(version, PLAY_ZERO_STAT, 3) == [1, 2, 2]


def test_alt_bise_b_ly_54_r2_makes_robots_from_reserve_cost_one_less():
    version = "ALT_BISE_B_LY_54_R2"
    assert _reserve_cost_with(version, "ALT_BISE_B_AX_52_C", 1) == 2  # Drillmole, Reserve Cost 3
    assert _reserve_cost_with(version, ACHILLES, 1) == 5
    noon_choice_gains(version)
