"""Beauty Sleep: target Character gains Asleep."""

from altered_tui.engine.types import Status

from tests.cards_lyra_muna.helpers import Zone, card, pick, play, put, ready_mana, start


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
