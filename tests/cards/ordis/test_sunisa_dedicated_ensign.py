"""Sunisa, Dedicated Ensign: Defender; while my Expedition is behind, Defender Characters don't
stop it from moving forward. The R1 also creates an Ordis Recruit in target Expedition."""

from altered_tui.engine.progress import blocked_reason
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import answer, put, recruits, start


def _blocks_only_when_not_behind(version: str):
    g, p = start()
    put(g, p, version, Zone.EXPEDITION)
    assert blocked_reason(g, p, Side.HERO)["via"] == "defender"  # level: Defender works
    g.players[1 - p].positions[Side.HERO] = 2  # the Expedition facing mine is ahead
    assert blocked_reason(g, p, Side.HERO) is None


def test_alt_alize_b_or_38_c_behind_the_defender_no_longer_blocks():
    _blocks_only_when_not_behind("ALT_ALIZE_B_OR_38_C")


def test_alt_alize_b_or_38_r2_behind_the_defender_no_longer_blocks():
    _blocks_only_when_not_behind("ALT_ALIZE_B_OR_38_R2")


def test_alt_alize_b_or_38_r1_creates_a_recruit_in_target_expedition_and_unblocks_behind():
    g, p = start()
    sunisa = put(g, p, "ALT_ALIZE_B_OR_38_R1")
    play(g, sunisa)
    answer(g, "expedition -> companion yours")
    assert len(recruits(g, p, Side.COMPANION)) == 1
    assert blocked_reason(g, p, Side.HERO)["via"] == "defender"
    g.players[1 - p].positions[Side.HERO] = 1
    assert blocked_reason(g, p, Side.HERO) is None
