"""Rider's Mask: {T}, {1}: the next Character that joins my Expedition this turn gains 2
boosts; the R1: {T}, {X}: X boosts (CR 5.1.2.c), and my Expedition's boosted Characters have
Tough 1 (CR 7.4.7)."""

from altered_tui.engine.characteristics import tough
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import SKALD, add_mana, card, put, ready_mana, settle, start, use_ability


def _mask(version: str, x: int | None, side: str = "hero") -> tuple[int, int]:
    g, p = start()
    add_mana(g, p, 3)
    mask = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    before = ready_mana(g, p)
    use_ability(g, mask, 2 if x is not None else 1)
    if x is not None:
        assert g.pending.kind == "pay_x"
        act(g, f"pay_x {x}")
    paid = before - ready_mana(g, p)
    joiner = put(g, p, SKALD)
    play(g, joiner, side=side)
    settle(g)
    return paid, g.cards[joiner].boosts


def test_alt_duster_b_br_102_c_pay_1_next_character_joining_my_expedition_gains_2_boosts():
    d = card("ALT_DUSTER_B_BR_102_C")
    assert (d.hand_cost, d.reserve_cost, d.faction.value, d.goes_to_expedition) == (1, 1, "BR", True)
    assert _mask("ALT_DUSTER_B_BR_102_C", None) == (1, 2)
    assert _mask("ALT_DUSTER_B_BR_102_C", None, side="companion") == (1, 0)


def test_alt_duster_b_br_102_r1_pay_x_for_x_boosts_and_boosted_characters_tough_1():
    d = card("ALT_DUSTER_B_BR_102_R1")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (1, 1, "BR")
    assert _mask("ALT_DUSTER_B_BR_102_R1", 3) == (3, 3)
    assert _mask("ALT_DUSTER_B_BR_102_R1", 0) == (0, 0)
    g, p = start()
    put(g, p, "ALT_DUSTER_B_BR_102_R1", Zone.EXPEDITION, Side.HERO)
    boosted = put(g, p, SKALD, Zone.EXPEDITION, Side.HERO)
    g.cards[boosted].counters["boost"] = 1
    plain = put(g, p, SKALD, Zone.EXPEDITION, Side.HERO)
    elsewhere = put(g, p, SKALD, Zone.EXPEDITION, Side.COMPANION)
    g.cards[elsewhere].counters["boost"] = 1
    assert (tough(g, boosted), tough(g, plain), tough(g, elsewhere)) == (1, 0, 0)


def test_alt_duster_b_br_102_r2_pay_1_next_character_joining_my_expedition_gains_2_boosts():
    d = card("ALT_DUSTER_B_BR_102_R2")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (1, 1, "AX")
    assert _mask("ALT_DUSTER_B_BR_102_R2", None) == (1, 2)
