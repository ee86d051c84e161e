"""The Spindle, Muna Bastion (Bravos rare): Characters you control have Tough 2.

The Spindle, Muna Bastion: Characters you control have Tough 2; the R: at Noon target
Character you control gains 1 boost."""

from altered_tui.engine.characteristics import tough
from altered_tui.engine.types import Phase, Status, Zone

from tests.abilities.support import options, play
from tests.cards.builders import (
    CHRONICLER,
    can_pick,
    card,
    check_facts,
    pass_or_take_first,
    pick,
    put,
    ready_mana,
    start,
)


def test_alt_core_b_mu_30_r2_my_characters_have_tough_two_against_the_opponent():
    g, p = start()
    mine = put(g, p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)
    spindle = put(g, p, "ALT_CORE_B_MU_30_R2")
    play(g, spindle)
    assert spindle in g.players[p].landmarks
    assert tough(g, mine) == 2
    # the opponent's Beauty Sleep must pay Tough 2 on top of its cost to target it
    assert g.pending.player == 1 - p
    sleep = put(g, 1 - p, "ALT_CORE_B_MU_28_C")
    before = ready_mana(g, 1 - p)
    play(g, sleep)
    assert any(f"#{mine} tough 2" in o for o in options(g))
    pick(g, mine)
    assert before - ready_mana(g, 1 - p) == 3


def test_alt_core_b_mu_30_r2_opponents_characters_are_not_tough():
    g, p = start()
    theirs = put(g, 1 - p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)
    put(g, p, "ALT_CORE_B_MU_30_R2", Zone.LANDMARKS)
    assert tough(g, theirs) == 0


def test_alt_core_b_mu_30_c_your_characters_have_tough_two():
    g, p = start()
    put(g, p, "ALT_CORE_B_MU_30_C", Zone.LANDMARKS)
    mine = put(g, p, CHRONICLER, Zone.EXPEDITION)
    theirs = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    assert tough(g, mine) == 2 and tough(g, theirs) == 0
    check_facts("ALT_CORE_B_MU_30_C", 3, 3, None, "MU")


def test_alt_core_b_mu_30_r_tough_two_and_a_noon_boost_to_your_character():
    g, p = start()
    put(g, p, "ALT_CORE_B_MU_30_R", Zone.LANDMARKS)
    mine = put(g, p, CHRONICLER, Zone.EXPEDITION)
    g.cards[mine].status |= Status.ANCHORED
    theirs = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    g.cards[theirs].status |= Status.ANCHORED
    assert tough(g, mine) == 2
    while not (g.day == 2 and g.phase is Phase.AFTERNOON):
        if g.pending.kind == "target":
            assert not can_pick(g, theirs)
            pick(g, mine)
        else:
            pass_or_take_first(g)
    assert g.cards[mine].boosts == 1 and g.cards[theirs].boosts == 0
    check_facts("ALT_CORE_B_MU_30_R", 3, 3, None, "MU")


def test_alt_core_b_mu_30_type_line_names_its_zone_type():
    # the type line's zone type (CR 2.2.3.b-c), shown by the inspector with the sub-types
    for version in ("ALT_CORE_B_MU_30_C", "ALT_CORE_B_MU_30_R", "ALT_CORE_B_MU_30_R2"):
        assert "Landmark" in card(version).subtypes
