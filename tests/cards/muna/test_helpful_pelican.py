"""Helpful Pelican: the common has no ability; R1: when a Character joins the Expedition
facing me, if I'm facing only one Character, Resupply; R2: if my Expedition is Ascended."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    AMELIA, add_mana, check_facts, opponent_joins_facing, put, settle, start,
)

C, R1, R2 = "ALT_CYCLONE_B_MU_67_C", "ALT_CYCLONE_B_MU_67_R1", "ALT_CYCLONE_B_MU_67_R2"


def test_alt_cyclone_b_mu_67_c_has_no_ability():
    g, p = start()
    put(g, p, C, Zone.EXPEDITION)
    reserve = len(g.players[p].reserve)
    opponent_joins_facing(g, p)
    settle(g)
    assert len(g.players[p].reserve) == reserve
    check_facts(C, 2, 1, (2, 1, 2), "MU")


def _resupplied(version: str, already_facing: int = 0, ascended: bool = False) -> int:
    g, p = start()
    put(g, p, version, Zone.EXPEDITION)
    for _ in range(already_facing):
        put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    if ascended:
        g.ascended.append((p, Side.HERO))
    reserve = len(g.players[p].reserve)
    opponent_joins_facing(g, p)
    settle(g)
    return len(g.players[p].reserve) - reserve


def test_alt_cyclone_b_mu_67_r1_resupplies_when_facing_only_the_newcomer():
    assert _resupplied(R1) == 1
    assert _resupplied(R1, already_facing=1) == 0  # now facing two
    check_facts(R1, 2, 2, (2, 1, 2), "MU")


def test_alt_cyclone_b_mu_67_r2_resupplies_when_my_expedition_is_ascended():
    assert _resupplied(R2, ascended=True) == 1
    assert _resupplied(R2, already_facing=2, ascended=True) == 1
    assert _resupplied(R2) == 0
    check_facts(R2, 2, 2, (2, 1, 2), "OR")
