"""Cloth Cocoon: Fleeting; discard target Fleeting, Anchored or Asleep Character (the C and R2
may instead discard target Permanent)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import CHRONICLER, can_pick, check_facts, pick, put, start


def _setup(card_id):
    g, p = start()
    asleep = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    g.cards[asleep].status |= Status.ASLEEP
    plain = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    landmark = put(g, 1 - p, "ALT_CORE_B_LY_30_R", Zone.LANDMARKS)
    spell = put(g, p, card_id)
    play(g, spell)
    return g, p, asleep, plain, landmark, spell


def _mode(g, n):
    act(g, next(o for o in options(g) if o.startswith(f"mode {n}")))


def _check_modal(card_id, faction):
    g, p, asleep, plain, landmark, spell = _setup(card_id)
    _mode(g, 1)
    assert not can_pick(g, plain)
    if g.pending.kind == "target":
        pick(g, asleep)
    assert asleep in g.players[1 - p].discard and plain in g.players[1 - p].expeditions[g.cards[plain].side]
    assert spell in g.players[p].discard  # Fleeting
    g, p, asleep, plain, landmark, spell = _setup(card_id)
    _mode(g, 2)
    if g.pending.kind == "target":
        pick(g, landmark)
    assert landmark in g.players[1 - p].discard
    check_facts(card_id, 3, 3, None, faction)


def test_alt_core_b_ly_24_c_discards_a_sleeping_character_or_a_permanent():
    _check_modal("ALT_CORE_B_LY_24_C", "LY")


def test_alt_core_b_ly_24_r2_muna_version_discards_a_character_or_permanent():
    _check_modal("ALT_CORE_B_LY_24_R2", "MU")


def test_alt_core_b_ly_24_r_discards_a_fleeting_or_anchored_character_only():
    g, p = start()
    fleeting = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    g.cards[fleeting].status |= Status.FLEETING
    anchored = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    g.cards[anchored].status |= Status.ANCHORED
    plain = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_LY_24_R")
    play(g, spell)
    assert g.pending.kind == "target" and not can_pick(g, plain)
    pick(g, anchored)
    assert anchored in g.players[1 - p].discard and spell in g.players[p].discard
    check_facts("ALT_CORE_B_LY_24_R", 2, 2, None, "LY")
