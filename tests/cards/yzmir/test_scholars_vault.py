"""Scholars' Vault, a Landmark: while a Spell is in your Reserve (Bravos rare: a Character of
Hand Cost 7 or more), your Reserve limit is one more (CR 3.2.10.b, 4.2.5.c). The common
Resupplies as it joins; the rares make your Spells (Bravos: Characters) of Hand Cost 7 or
more cost 1 less (CR 5.1.2.e)."""

from altered_tui.engine.types import Phase, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    ACHILLES, AMELIA, MAGICAL_TRAINING, add_mana, paid_to_play, put, run_until,
    spell_cost_paid, start,
)

BIG_SPELL = "ALT_CORE_B_OR_27_R"  # Celebration Day's rare: a Spell of Hand Cost 8
BIG_CHARACTER = "ALT_CORE_B_MU_22_C"  # Hydracaena: a Character of Hand Cost 7


def _kept_at_clean_up(version: str, reserve: list[str]) -> int:
    """Reserve cards left after the first Clean-up (the Hero's Reserve limit is 2)."""
    g, p = start()
    put(g, p, version, Zone.LANDMARKS)
    for card_id in reserve:
        put(g, p, card_id, Zone.RESERVE)
    run_until(g, 2, Phase.MORNING)
    return len(g.players[p].reserve)


def _spell_room(version: str) -> None:
    assert _kept_at_clean_up(version, [MAGICAL_TRAINING, AMELIA, AMELIA, AMELIA]) == 3
    assert _kept_at_clean_up(version, [AMELIA, AMELIA, AMELIA, AMELIA]) == 2


def test_alt_bise_b_yz_63_c_resupplies_and_keeps_room_for_a_spell():
    g, p = start()
    vault = put(g, p, "ALT_BISE_B_YZ_63_C")
    top = g.players[p].deck[0]
    play(g, vault)
    assert top in g.players[p].reserve  # {J} Resupply
    _spell_room("ALT_BISE_B_YZ_63_C")


def _big_ones_cost_one_less(version: str, big: str, small: str) -> None:
    """With the Vault in play, a card of Hand Cost 7 or more costs 1 less, a smaller one not."""
    for card_id in (big, small):
        g, p = start()
        add_mana(g, p, 9)
        put(g, p, version, Zone.LANDMARKS)
        cid = put(g, p, card_id)
        pay = spell_cost_paid if g.cdef(cid).type.value == "spell" else paid_to_play
        hand_cost = g.cdef(cid).hand_cost
        assert pay(g, p, cid) == (hand_cost - 1 if hand_cost >= 7 else hand_cost)


def test_alt_bise_b_yz_63_r1_big_spells_cost_1_less_and_room_for_a_spell():
    _big_ones_cost_one_less("ALT_BISE_B_YZ_63_R1", BIG_SPELL, MAGICAL_TRAINING)
    _spell_room("ALT_BISE_B_YZ_63_R1")


def test_alt_bise_b_yz_63_r2_big_characters_cost_1_less_and_room_for_one():
    _big_ones_cost_one_less("ALT_BISE_B_YZ_63_R2", BIG_CHARACTER, ACHILLES)
    assert _kept_at_clean_up("ALT_BISE_B_YZ_63_R2", [BIG_CHARACTER, AMELIA, AMELIA, AMELIA]) == 3
    assert _kept_at_clean_up("ALT_BISE_B_YZ_63_R2", [MAGICAL_TRAINING, AMELIA, AMELIA, AMELIA]) == 2
