"""Bravos Pendekar: at Night, if I have 2 or more boosts, Sabotage after Rest (CR 4.2.b,
2.2.2.m); the Bravos rare is Seasoned, so it keeps those boosts as Rest sends it to Reserve."""

from altered_tui.engine.types import Phase, Zone

from tests.cards.builders import (
    AMELIA, boosted, pick, put, run_until, run_until_prompt, start,
)


def _sabotages_with_two_boosts(version: str) -> int:
    g, p = start()
    pendekar = boosted(g, p, version, boosts=2)
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    run_until_prompt(g, "Sabotage")
    assert g.phase is Phase.NIGHT and pendekar in g.players[p].reserve  # Rest is done
    pick(g, victim)
    assert victim in g.players[1 - p].discard
    return g.cards[pendekar].boosts


def _no_sabotage_with_one_boost(version: str) -> None:
    g, p = start()
    boosted(g, p, version, boosts=1)
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    run_until(g, 2, Phase.MORNING)
    assert victim in g.players[1 - p].reserve
    assert not any(e.kind == "sabotage" for e in g.log)


def test_alt_bise_b_br_51_c_sabotages_after_rest_with_two_boosts():
    assert _sabotages_with_two_boosts("ALT_BISE_B_BR_51_C") == 0
    _no_sabotage_with_one_boost("ALT_BISE_B_BR_51_C")


def test_alt_bise_b_br_51_r1_is_seasoned_and_sabotages_with_two_boosts():
    assert _sabotages_with_two_boosts("ALT_BISE_B_BR_51_R1") == 2  # Seasoned (CR 7.4.6)
    _no_sabotage_with_one_boost("ALT_BISE_B_BR_51_R1")


def test_alt_bise_b_br_51_r2_sabotages_after_rest_with_two_boosts():
    assert _sabotages_with_two_boosts("ALT_BISE_B_BR_51_R2") == 0
    _no_sabotage_with_one_boost("ALT_BISE_B_BR_51_R2")
