"""Talos: Gigantic (CR 7.4.4) and Defender (CR 7.4.2). R1: Gigantic; Defender unless there
are two or more cards in your Landmarks. R2: as R1."""

from altered_tui.engine.characteristics import has_defender, is_gigantic
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, check_facts, put, start

SITES = ("ALT_CORE_B_AX_26_C", "ALT_CORE_B_AX_27_C")


def _played(version: str, landmarks: int = 0) -> tuple[bool, bool, bool]:
    g, p = start()
    add_mana(g, p, 2)
    for site in SITES[:landmarks]:
        put(g, p, site, Zone.LANDMARKS)
    me = put(g, p, version)
    play(g, me)
    both = me in g.players[p].expeditions[Side.HERO] or me in g.players[p].expeditions[Side.COMPANION]
    return both and is_gigantic(g, me), has_defender(g, me), True


def test_alt_duster_b_or_96_c_gigantic_defender():
    assert _played("ALT_DUSTER_B_OR_96_C")[:2] == (True, True)
    assert _played("ALT_DUSTER_B_OR_96_C", landmarks=2)[:2] == (True, True)
    check_facts("ALT_DUSTER_B_OR_96_C", 5, 5, (4, 4, 4), "OR")


def test_alt_duster_b_or_96_r1_defender_unless_two_landmarks():
    assert _played("ALT_DUSTER_B_OR_96_R1")[:2] == (True, True)
    assert _played("ALT_DUSTER_B_OR_96_R1", landmarks=2)[:2] == (True, False)
    check_facts("ALT_DUSTER_B_OR_96_R1", 5, 5, (4, 4, 4), "OR")


def test_alt_duster_b_or_96_r2_defender_unless_two_landmarks():
    assert _played("ALT_DUSTER_B_OR_96_R2")[:2] == (True, True)
    assert _played("ALT_DUSTER_B_OR_96_R2", landmarks=2)[:2] == (True, False)
    check_facts("ALT_DUSTER_B_OR_96_R2", 5, 5, (4, 4, 4), "AX")
