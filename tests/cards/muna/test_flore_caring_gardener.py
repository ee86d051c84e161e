"""Flore, Caring Gardener: support at Noon, another target Character in play or in Reserve
gains 1 boost."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import AMELIA, advance_to_noon, can_pick, put, start, target


def _gives_a_boost_at_noon(version: str) -> None:
    for zone in (Zone.RESERVE, Zone.EXPEDITION):
        g, p = start()
        flore = put(g, p, version, Zone.RESERVE)
        other: list[int] = []

        def place(g, zone=zone):  # after the Night's Rest, which empties the Expeditions
            if not other:
                other.append(put(g, p, AMELIA, zone, Side.COMPANION if zone is Zone.EXPEDITION else None))
        advance_to_noon(g, before_noon=place,
                        stop=lambda g: g.pending.kind == "target" and g.pending.player == p)
        assert g.cards[other[0]].zone is zone
        assert not can_pick(g, flore)  # another Character
        target(g, other[0])
        assert g.cards[other[0]].boosts == 1 and g.cards[flore].boosts == 0


def test_alt_bise_b_mu_54_c_at_noon_boosts_another_character_in_play_or_in_reserve():
    _gives_a_boost_at_noon("ALT_BISE_B_MU_54_C")


def test_alt_bise_b_mu_54_r1_at_noon_boosts_another_character_in_play_or_in_reserve():
    _gives_a_boost_at_noon("ALT_BISE_B_MU_54_R1")


def test_alt_bise_b_mu_54_r2_at_noon_boosts_another_character_in_play_or_in_reserve():
    _gives_a_boost_at_noon("ALT_BISE_B_MU_54_R2")
