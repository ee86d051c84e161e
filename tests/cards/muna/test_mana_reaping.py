"""Mana Reaping: (C, R2: Fleeting) put target Character or Permanent in its owner's Mana zone
as an exhausted Mana Orb."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import CHRONICLER, add_mana, check_facts, pick, put, start


def _cast(card_id, landmark=False):
    g, p = start()
    add_mana(g, p, 1)
    victim = put(g, 1 - p, "ALT_CORE_B_LY_30_R" if landmark else CHRONICLER,
                 Zone.LANDMARKS if landmark else Zone.EXPEDITION)
    spell = put(g, p, card_id)
    play(g, spell)
    if g.pending.kind == "target":
        pick(g, victim)
    assert victim in g.players[1 - p].mana and g.cards[victim].has(Status.EXHAUSTED)
    return g, p, spell


def test_alt_core_b_mu_26_c_fleeting_puts_target_in_its_owners_mana():
    g, p, spell = _cast("ALT_CORE_B_MU_26_C")
    assert spell in g.players[p].discard
    _cast("ALT_CORE_B_MU_26_C", landmark=True)
    check_facts("ALT_CORE_B_MU_26_C", 3, 3, None, "MU")


def test_alt_core_b_mu_26_r_not_fleeting_goes_to_reserve():
    g, p, spell = _cast("ALT_CORE_B_MU_26_R")
    assert spell in g.players[p].reserve
    check_facts("ALT_CORE_B_MU_26_R", 3, 3, None, "MU")


def test_alt_core_b_mu_26_r2_bravos_version_fleeting_to_mana():
    g, p, spell = _cast("ALT_CORE_B_MU_26_R2")
    assert spell in g.players[p].discard
    check_facts("ALT_CORE_B_MU_26_R2", 3, 3, None, "BR")
