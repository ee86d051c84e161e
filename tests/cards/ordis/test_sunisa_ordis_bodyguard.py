"""Sunisa, Ordis Bodyguard: Defender (CR 7.4.2); with two or more cards in your Landmarks,
Defender Characters don't prevent my Expedition from moving forward. R1 also: {J} create an
Ordis Recruit in target Expedition. Yzmir R2: with two or more Spells in your Reserve."""

from altered_tui.engine.types import Phase, Side, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    MAGICAL_TRAINING, SEAL, check_facts, pick_if_asked, progress, put, recruits, run_until, start,
)

SITES = ("ALT_CORE_B_AX_26_C", "ALT_CORE_B_AX_27_C", "ALT_CORE_B_MU_24_C", "ALT_CORE_B_AX_29_C")  # quick actions only


def moved(version: str, landmarks: int = 0, spells: int = 0) -> tuple[int, int]:
    """Played alone in my Hero Expedition against an empty one: (recruits, regions moved)."""
    g, p = start()
    for site in SITES[:landmarks]:
        put(g, p, site, Zone.LANDMARKS)
    for spell in (MAGICAL_TRAINING, SEAL)[:spells]:
        put(g, p, spell, Zone.RESERVE)
    me = put(g, p, version)
    play(g, me, side="hero")
    if g.pending.kind == "expedition" and g.pending.player == p:
        from tests.abilities.support import act
        act(g, "expedition -> companion yours")
    made = len(recruits(g, p, Side.COMPANION))
    run_until(g, 1, Phase.NIGHT)
    return made, progress(g, p, Side.HERO)


def test_alt_duster_b_or_93_c_a_defender_that_moves_with_two_landmarks():
    assert moved("ALT_DUSTER_B_OR_93_C", landmarks=2) == (0, 1)
    assert moved("ALT_DUSTER_B_OR_93_C", landmarks=1) == (0, 0)
    check_facts("ALT_DUSTER_B_OR_93_C", 3, 3, (4, 4, 4), "OR")


def test_alt_duster_b_or_93_r1_moves_with_two_landmarks_and_creates_a_recruit():
    assert moved("ALT_DUSTER_B_OR_93_R1", landmarks=2) == (1, 1)
    assert moved("ALT_DUSTER_B_OR_93_R1") == (1, 0)
    check_facts("ALT_DUSTER_B_OR_93_R1", 3, 3, (3, 3, 3), "OR")


def test_alt_duster_b_or_93_r2_moves_with_two_spells_in_reserve_and_creates_a_recruit():
    assert moved("ALT_DUSTER_B_OR_93_R2", spells=2) == (1, 1)
    assert moved("ALT_DUSTER_B_OR_93_R2", spells=1, landmarks=2) == (1, 0)
    check_facts("ALT_DUSTER_B_OR_93_R2", 3, 3, (3, 3, 3), "YZ")
