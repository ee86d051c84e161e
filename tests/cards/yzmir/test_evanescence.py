"""Evanescence: send to Reserve target Character with Hand Cost X+2 or less, X being my Arcane
counters, then exhaust it (rares: X+1 times, a Character with Hand Cost 2 or less). Support:
1 Arcane counter up to 3 when you play another Spell (Axiom R2: at Noon choose one: 1 counter,
or {T}: 2 counters, up to 3)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.cards.builders import (
    ACHILLES, AMELIA, FOUNDRY_MECHANIC, PLAY_SPELL, can_pick, gains_up_to, noon_choice_gains,
    target, with_counters_from_reserve,
)


def test_alt_bise_b_yz_58_c_sends_a_character_up_to_x_plus_2_to_reserve_exhausted():
    g, p, ev, [amelia, achilles] = with_counters_from_reserve(
        "ALT_BISE_B_YZ_58_C", "arcane", 1, ((AMELIA, Side.HERO), (ACHILLES, Side.HERO)))
    # Amelia's Hand Cost is 3 (1 + 2), Achilles' 5
    assert not can_pick(g, achilles)
    target(g, amelia)
    assert g.cards[amelia].zone is Zone.RESERVE and g.cards[amelia].has(Status.EXHAUSTED)
    assert gains_up_to("ALT_BISE_B_YZ_58_C", PLAY_SPELL, 4, "arcane") == [1, 2, 3, 3]


def _x_plus_one_times(version: str) -> None:
    g, p, ev, [*small, amelia] = with_counters_from_reserve(version, "arcane", 1, (
        (FOUNDRY_MECHANIC, Side.HERO), (FOUNDRY_MECHANIC, Side.COMPANION), (AMELIA, Side.HERO)))
    for cid in small:
        assert not can_pick(g, amelia)  # Hand Cost 3: over 2
        target(g, cid)
    assert all(g.cards[c].zone is Zone.RESERVE and g.cards[c].has(Status.EXHAUSTED) for c in small)


def test_alt_bise_b_yz_58_r1_sends_x_plus_1_characters_to_reserve():
    _x_plus_one_times("ALT_BISE_B_YZ_58_R1")
    assert gains_up_to("ALT_BISE_B_YZ_58_R1", PLAY_SPELL, 4, "arcane") == [1, 2, 3, 3]


def test_alt_bise_b_yz_58_r2_repeats_and_chooses_arcane_counters_at_noon():
    _x_plus_one_times("ALT_BISE_B_YZ_58_R2")
    noon_choice_gains("ALT_BISE_B_YZ_58_R2", "arcane")
