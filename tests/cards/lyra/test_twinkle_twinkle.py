"""Twinkle Twinkle: target Character gains Asleep; support {D}: the next card you play this
turn costs {1} less."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    CHRONICLER,
    check_facts,
    check_next_card_costs_one_less,
    pick,
    put,
    start,
)


def _cast(card_id):
    g, p = start()
    victim = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    spell = put(g, p, card_id)
    play(g, spell)
    if g.pending.kind == "target":
        pick(g, victim)
    assert g.cards[victim].has(Status.ASLEEP)
    assert spell in g.players[p].reserve


def test_alt_core_b_ly_23_c_target_gains_asleep_and_support_discount():
    _cast("ALT_CORE_B_LY_23_C")
    check_next_card_costs_one_less("ALT_CORE_B_LY_23_C")
    check_facts("ALT_CORE_B_LY_23_C", 2, 2, None, "LY")


def test_alt_core_b_ly_23_r2_bravos_version_asleep_and_support():
    _cast("ALT_CORE_B_LY_23_R2")
    check_next_card_costs_one_less("ALT_CORE_B_LY_23_R2")
    check_facts("ALT_CORE_B_LY_23_R2", 2, 2, None, "BR")


def test_alt_core_b_ly_23_r_all_characters_in_target_expedition_gain_asleep():
    from altered_tui.engine.types import Side
    from tests.abilities.support import act
    from tests.cards.builders import add_mana

    g, p = start()
    add_mana(g, p, 2)
    victims = [put(g, 1 - p, CHRONICLER, Zone.EXPEDITION, Side.COMPANION) for _ in range(2)]
    spared = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION, Side.HERO)
    mine = put(g, p, CHRONICLER, Zone.EXPEDITION, Side.COMPANION)
    spell = put(g, p, "ALT_CORE_B_LY_23_R")
    play(g, spell)
    act(g, "expedition -> companion theirs")
    assert all(g.cards[v].has(Status.ASLEEP) for v in victims)
    assert not g.cards[spared].has(Status.ASLEEP) and not g.cards[mine].has(Status.ASLEEP)
    assert spell in g.players[p].discard  # Fleeting
    check_next_card_costs_one_less("ALT_CORE_B_LY_23_R")
    check_facts("ALT_CORE_B_LY_23_R", 4, 4, None, "LY")
