"""The Western Wind: target Expedition moves backward one region; if it does, its controller's
other Expedition moves forward one region (CR 7.3.16, 7.3.17); the rares target an Expedition
you control. Fleeting (CR 2.4.6.b)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import check_facts, play_spell, put, start

C, R1, R2 = "ALT_CYCLONE_B_LY_79_C", "ALT_CYCLONE_B_LY_79_R1", "ALT_CYCLONE_B_LY_79_R2"


def _cast(version: str, answer: str, ahead: int = 2):
    g, p = start()
    for player in (0, 1):
        g.players[player].positions[Side.HERO] = ahead
    wind = put(g, p, version)
    play_spell(g, wind)
    offered = options(g)
    act(g, answer)
    return g, p, wind, offered


def test_alt_cyclone_b_ly_79_c_back_one_region_and_the_other_expedition_forward():
    g, p, wind, offered = _cast(C, "expedition -> hero theirs")
    assert len(offered) == 4  # any Expedition
    them = g.players[1 - p].positions
    assert them[Side.HERO] == 1 and them[Side.COMPANION] == 6
    assert g.cards[wind].zone is Zone.DISCARD  # Fleeting
    g, p, wind, _ = _cast(C, "expedition -> hero theirs", ahead=0)  # at its origin: no move
    them = g.players[1 - p].positions
    assert them[Side.HERO] == 0 and them[Side.COMPANION] == 7
    check_facts(C, 2, 2, None, "LY")


def _rare(version: str, faction: str) -> None:
    g, p, wind, offered = _cast(version, "expedition -> hero yours")
    assert offered == ["expedition -> hero yours", "expedition -> companion yours"]
    mine = g.players[p].positions
    assert mine[Side.HERO] == 1 and mine[Side.COMPANION] == 6
    assert g.players[1 - p].positions[Side.COMPANION] == 7
    check_facts(version, 1, 1, None, faction)


def test_alt_cyclone_b_ly_79_r1_your_expedition_back_and_your_other_forward():
    _rare(R1, "LY")


def test_alt_cyclone_b_ly_79_r2_ordis_version_same_effect():
    _rare(R2, "OR")
