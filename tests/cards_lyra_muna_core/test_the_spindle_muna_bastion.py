"""The Spindle, Muna Bastion: Characters you control have Tough 2; the R: at Noon target
Character you control gains 1 boost."""

from altered_tui.engine.characteristics import tough

from tests.cards_lyra_muna_core.helpers import (
    CHRONICLER, Status, Zone, can_pick, check_facts, pick, put, settle, start, to_afternoon_of_day_two,
)
from tests.cards_lyra_muna_core.helpers import answer_quietly
from altered_tui.engine.types import Phase


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
            answer_quietly(g)
    assert g.cards[mine].boosts == 1 and g.cards[theirs].boosts == 0
    check_facts("ALT_CORE_B_MU_30_R", 3, 3, None, "MU")
