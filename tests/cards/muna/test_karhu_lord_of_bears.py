"""Karhu, Lord of Bears: {H} if you control another Animal, draw a card."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, check_facts, put, settle, start

ANIMAL = "ALT_CORE_B_MU_06_C"  # Spindle Harvesters, an Animal


def _drawn(other_animal: bool) -> int:
    g, p = start()
    add_mana(g, p, 3)
    if other_animal:
        put(g, p, ANIMAL, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, "ALT_EOLE_B_MU_113_C")
    hand = len(g.players[p].hand)
    play(g, me)
    settle(g)
    return len(g.players[p].hand) - (hand - 1)


def test_alt_eole_b_mu_113_c_from_hand_draws_if_you_control_another_animal():
    check_facts("ALT_EOLE_B_MU_113_C", 3, 2, (2, 2, 2), "MU")
    assert _drawn(True) == 1 and _drawn(False) == 0


def test_alt_eole_b_mu_113_r1_when_you_pass_draws_if_you_control_another_animal():
    from tests.abilities.support import act

    check_facts("ALT_EOLE_B_MU_113_R1", 3, 3, (2, 2, 2), "MU")
    for other_animal in (False, True):
        g, p = start()
        put(g, p, "ALT_EOLE_B_MU_113_R1", Zone.EXPEDITION, Side.HERO)
        if other_animal:
            put(g, p, ANIMAL, Zone.EXPEDITION, Side.COMPANION)
        hand = len(g.players[p].hand)
        act(g, "pass")
        settle(g)
        assert len(g.players[p].hand) == hand + (1 if other_animal else 0)


ARTIST = "ALT_EOLE_B_LY_114_C"  # Mia, Prima Ballerina, an Artist


def test_alt_eole_b_mu_113_r2_from_hand_draws_if_you_control_another_animal_or_an_artist():
    check_facts("ALT_EOLE_B_MU_113_R2", 3, 2, (2, 2, 2), "LY")
    for other, drawn in ((None, 0), (ARTIST, 1), (ANIMAL, 1)):
        g, p = start()
        add_mana(g, p, 3)
        if other:
            put(g, p, other, Zone.EXPEDITION, Side.HERO)
        me = put(g, p, "ALT_EOLE_B_MU_113_R2")
        hand = len(g.players[p].hand)
        play(g, me)
        settle(g)
        assert len(g.players[p].hand) - (hand - 1) == drawn
