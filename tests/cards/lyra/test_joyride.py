"""Joyride (C and R2 with Cooldown): discard another card from your Reserve; if you do, target
Character gains 2 boosts (CR 6.5.f)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, SKALD, pick_if_asked, put, start


def _joyride(version: str, in_reserve: bool):
    g, p = start()
    for cid in list(g.players[p].reserve):
        g.players[p].reserve.remove(cid)
        g.players[p].discard.append(cid)
        g.cards[cid].zone = Zone.DISCARD
    fuel = put(g, p, AMELIA, Zone.RESERVE) if in_reserve else None
    rider = put(g, p, SKALD, Zone.EXPEDITION)
    joyride = put(g, p, version)
    play(g, joyride)
    if fuel is not None:
        pick_if_asked(g, fuel)
    pick_if_asked(g, rider)
    return g, p, fuel, rider, joyride


def _boosts_for_a_discard(version: str, cooldown: bool) -> None:
    g, p, fuel, rider, joyride = _joyride(version, in_reserve=True)
    assert fuel in g.players[p].discard and g.cards[rider].boosts == 2
    assert joyride in g.players[p].reserve
    assert g.cards[joyride].has(Status.EXHAUSTED) is cooldown
    g, p, fuel, rider, joyride = _joyride(version, in_reserve=False)
    assert g.cards[rider].boosts == 0  # nothing discarded: no boosts


def test_alt_alize_b_ly_40_c_discards_from_reserve_for_2_boosts_with_cooldown():
    _boosts_for_a_discard("ALT_ALIZE_B_LY_40_C", cooldown=True)


def test_alt_alize_b_ly_40_r1_discards_from_reserve_for_2_boosts_without_cooldown():
    _boosts_for_a_discard("ALT_ALIZE_B_LY_40_R1", cooldown=False)


def test_alt_alize_b_ly_40_r2_discards_from_reserve_for_2_boosts_with_cooldown():
    _boosts_for_a_discard("ALT_ALIZE_B_LY_40_R2", cooldown=True)
