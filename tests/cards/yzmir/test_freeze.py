"""Freeze, a Spell with Cooldown: send target Character to Reserve, then exhaust it there."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import SKALD, add_mana, pick_if_asked, put, start


def _freezes(version: str) -> None:
    g, p = start()
    add_mana(g, p, 1)
    theirs = put(g, 1 - p, SKALD, Zone.EXPEDITION)
    freeze = put(g, p, version)
    play(g, freeze)
    pick_if_asked(g, theirs)
    assert theirs in g.players[1 - p].reserve and g.cards[theirs].has(Status.EXHAUSTED)
    assert freeze in g.players[p].reserve and g.cards[freeze].has(Status.EXHAUSTED)  # Cooldown


def test_alt_alize_b_yz_40_c_sends_to_reserve_exhausted():
    _freezes("ALT_ALIZE_B_YZ_40_C")


def test_alt_alize_b_yz_40_r1_sends_to_reserve_exhausted():
    _freezes("ALT_ALIZE_B_YZ_40_R1")


def test_alt_alize_b_yz_40_r2_sends_to_reserve_exhausted():
    _freezes("ALT_ALIZE_B_YZ_40_R2")
