"""Skadi: {R} you may exhaust target card in Reserve. The rares: if I am in a Mountain region,
Sabotage instead (CR 7.3.24)."""

from altered_tui.engine.state import Region
from altered_tui.engine.types import Status, Terrain, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, exhausts_a_card_in_reserve, pick_if_asked, put, start


def test_alt_alize_b_br_33_c_from_reserve_exhausts_target_card_in_reserve():
    exhausts_a_card_in_reserve("ALT_ALIZE_B_BR_33_C")


def _rare(version: str, in_mountain: bool) -> None:
    g, p = start()
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    skadi = put(g, p, version, Zone.RESERVE)
    if not in_mountain:
        g.regions[0] = Region("hero", (Terrain.FOREST, Terrain.WATER), face_up=True)
    play(g, skadi, src="reserve")
    if in_mountain:  # Sabotage: discard up to one target card in a Reserve
        pick_if_asked(g, theirs)
        assert theirs in g.players[1 - p].discard
    else:
        act(g, "yes")
        pick_if_asked(g, theirs)
        assert theirs in g.players[1 - p].reserve and g.cards[theirs].has(Status.EXHAUSTED)


def test_alt_alize_b_br_33_r1_in_a_mountain_region_sabotages():
    _rare("ALT_ALIZE_B_BR_33_R1", in_mountain=True)


def test_alt_alize_b_br_33_r1_elsewhere_may_exhaust_target_card_in_reserve():
    _rare("ALT_ALIZE_B_BR_33_R1", in_mountain=False)


def test_alt_alize_b_br_33_r2_in_a_mountain_region_sabotages_else_exhausts():
    _rare("ALT_ALIZE_B_BR_33_R2", in_mountain=True)
    _rare("ALT_ALIZE_B_BR_33_R2", in_mountain=False)
