"""Encore: target Fleeting Character gains Anchored (CR 2.4.5). The rares are Fleeting
themselves and may also target a boosted Character."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import CHRONICLER, can_pick, pick, pick_if_asked, put, start


def _table(version: str):
    g, p = start()
    fleeting = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    g.cards[fleeting].status |= Status.FLEETING
    boosted = put(g, p, CHRONICLER, Zone.EXPEDITION)
    g.cards[boosted].counters["boost"] = 1
    plain = put(g, p, CHRONICLER, Zone.EXPEDITION)
    spell = put(g, p, version)
    play(g, spell)
    return g, p, fleeting, boosted, plain, spell


def test_alt_bise_b_ly_59_c_anchors_a_fleeting_character():
    g, p, fleeting, boosted, plain, spell = _table("ALT_BISE_B_LY_59_C")
    assert not can_pick(g, boosted) and not can_pick(g, plain)
    pick_if_asked(g, fleeting)  # the only legal target, taken for the player
    assert g.cards[fleeting].has(Status.ANCHORED)
    assert spell in g.players[p].reserve  # played from hand, not Fleeting: to Reserve


def _rare(version: str) -> None:
    g, p, fleeting, boosted, plain, spell = _table(version)
    assert can_pick(g, fleeting) and not can_pick(g, plain)
    pick(g, boosted)
    assert g.cards[boosted].has(Status.ANCHORED) and not g.cards[fleeting].has(Status.ANCHORED)
    assert spell in g.players[p].discard  # Fleeting (CR 2.4.6.b)


def test_alt_bise_b_ly_59_r1_anchors_a_fleeting_or_boosted_character_and_is_fleeting():
    _rare("ALT_BISE_B_LY_59_R1")


def test_alt_bise_b_ly_59_r2_anchors_a_fleeting_or_boosted_character_and_is_fleeting():
    _rare("ALT_BISE_B_LY_59_R2")
