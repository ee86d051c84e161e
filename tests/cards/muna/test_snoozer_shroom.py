"""Snoozer Shroom: support {D}, target Character you control with Hand Cost {4} or less gains
Asleep; the rares also {H} you may pay {2} to have target Character in the Expedition facing
me gain Asleep."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    ACHILLES, SKALD, add_mana, can_pick, pick_if_asked, put, ready_mana, start, use_support,
)


def _support_puts_a_cheap_character_of_mine_to_sleep(version: str) -> None:
    g, p = start()
    mine = put(g, p, SKALD, Zone.EXPEDITION)  # Hand Cost 2
    big = put(g, p, ACHILLES, Zone.EXPEDITION)  # Hand Cost 5
    theirs = put(g, 1 - p, SKALD, Zone.EXPEDITION)
    shroom = put(g, p, version, Zone.RESERVE)
    use_support(g, shroom)
    assert not can_pick(g, big) and not can_pick(g, theirs)
    pick_if_asked(g, mine)
    assert g.cards[mine].has(Status.ASLEEP) and shroom in g.players[p].discard


def _from_hand_may_pay_two_for_the_facing_expedition(version: str) -> None:
    g, p = start()
    add_mana(g, p, 2)
    facing = put(g, 1 - p, SKALD, Zone.EXPEDITION, Side.COMPANION)
    not_facing = put(g, 1 - p, SKALD, Zone.EXPEDITION, Side.HERO)
    shroom = put(g, p, version)
    play(g, shroom, side="companion")
    before = ready_mana(g, p)
    act(g, "yes")
    assert not can_pick(g, not_facing)
    pick_if_asked(g, facing)
    assert ready_mana(g, p) == before - 2
    assert g.cards[facing].has(Status.ASLEEP) and not g.cards[not_facing].has(Status.ASLEEP)


def test_alt_alize_b_mu_32_c_support_puts_a_cheap_character_of_mine_to_sleep():
    _support_puts_a_cheap_character_of_mine_to_sleep("ALT_ALIZE_B_MU_32_C")


def test_alt_alize_b_mu_32_r1_from_hand_may_pay_two_for_the_facing_expedition():
    _from_hand_may_pay_two_for_the_facing_expedition("ALT_ALIZE_B_MU_32_R1")
    _support_puts_a_cheap_character_of_mine_to_sleep("ALT_ALIZE_B_MU_32_R1")


def test_alt_alize_b_mu_32_r2_from_hand_may_pay_two_for_the_facing_expedition():
    _from_hand_may_pay_two_for_the_facing_expedition("ALT_ALIZE_B_MU_32_R2")
    _support_puts_a_cheap_character_of_mine_to_sleep("ALT_ALIZE_B_MU_32_R2")
