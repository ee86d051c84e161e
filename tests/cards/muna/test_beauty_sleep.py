"""Beauty Sleep: target Character gains Asleep.

Beauty Sleep (rare): target Character gains Asleep; you may give it 2 boosts."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import CHRONICLER, card, check_facts, pick, put, ready_mana, start


def _cast(card_id):
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)
    spell = put(g, p, card_id)
    before = ready_mana(g, p)
    play(g, spell)
    if g.pending.kind == "target":
        pick(g, victim)
    assert g.cards[victim].has(Status.ASLEEP)
    assert before - ready_mana(g, p) == 1
    return g, p, spell


def test_alt_core_b_mu_28_c_target_character_gains_asleep():
    _cast("ALT_CORE_B_MU_28_C")


def test_alt_core_b_mu_28_r2_yzmir_version_target_character_gains_asleep():
    _cast("ALT_CORE_B_MU_28_R2")
    assert card("ALT_CORE_B_MU_28_R2").faction.value == "YZ"


def _cast_r(accept):
    g, p = start()
    victim = put(g, p, CHRONICLER, Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_MU_28_R")
    play(g, spell)
    if g.pending.kind == "target":
        pick(g, victim)
    assert g.pending.kind == "may"
    act(g, "yes" if accept else "no")
    assert g.cards[victim].has(Status.ASLEEP)
    return g.cards[victim].boosts


def test_alt_core_b_mu_28_r_target_gains_asleep_and_may_gain_two_boosts():
    assert _cast_r(True) == 2
    assert _cast_r(False) == 0
    check_facts("ALT_CORE_B_MU_28_R", 1, 3, None, "MU")
