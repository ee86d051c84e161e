"""Mobile Armory: {J} an Ordis Recruit token in my Expedition; the rares add that Defender
Characters don't stop my Expedition from moving forward."""

from altered_tui.engine.progress import blocked_reason
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import put, recruits, start

SUNISA = "ALT_ALIZE_B_OR_38_C"  # a Defender Character


def _armory(version: str):
    g, p = start()
    armory = put(g, p, version)
    play(g, armory)
    return g, p, armory


def test_alt_alize_b_or_45_c_joins_with_a_recruit_and_a_defender_still_blocks():
    g, p, armory = _armory("ALT_ALIZE_B_OR_45_C")
    assert len(recruits(g, p, Side.HERO)) == 1
    put(g, p, SUNISA, Zone.EXPEDITION)
    g.players[1 - p].positions[Side.HERO] = 2  # my Expedition is behind: Sunisa's own passive
    g.players[p].positions[Side.HERO] = 2  # ... is not at work when we are level
    assert blocked_reason(g, p, Side.HERO)["via"] == "defender"


def _defender_ignored(version: str):
    g, p, armory = _armory(version)
    assert len(recruits(g, p, Side.HERO)) == 1
    put(g, p, SUNISA, Zone.EXPEDITION, Side.HERO)
    put(g, p, SUNISA, Zone.EXPEDITION, Side.COMPANION)
    assert blocked_reason(g, p, Side.HERO) is None  # the Armory's Expedition may move
    assert blocked_reason(g, p, Side.COMPANION)["via"] == "defender"  # the other may not


def test_alt_alize_b_or_45_r1_defenders_dont_block_my_expedition():
    _defender_ignored("ALT_ALIZE_B_OR_45_R1")


def test_alt_alize_b_or_45_r2_defenders_dont_block_my_expedition():
    _defender_ignored("ALT_ALIZE_B_OR_45_R2")
