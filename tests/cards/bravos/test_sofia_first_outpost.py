"""Sofia, First Outpost, a Landmark: {J} Resupply. The support abilities of cards in Reserve
can give them 1 more counter than their 'up to a max of N' (rares: any number more)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import PLAY_CHARACTER, put, settle, start

JUNIOR_CHEF = "ALT_BISE_B_BR_49_C"  # support: another Character played: 1 boost, up to 3


def _resupplies(version: str) -> None:
    g, p = start()
    top = g.players[p].deck[0]
    sofia = put(g, p, version)
    play(g, sofia)
    settle(g)
    assert sofia in g.players[p].landmarks and top in g.players[p].reserve


def _chef_boosts_with(version: str, times: int) -> list[int]:
    g, p = start()
    put(g, p, version, Zone.LANDMARKS)
    chef = put(g, p, JUNIOR_CHEF, Zone.RESERVE)
    seen = []
    for _ in range(times):
        PLAY_CHARACTER(g, p)
        seen.append(g.cards[chef].boosts)
    return seen


def test_alt_bise_p_br_64_c_resupplies_and_raises_support_maxima_by_one():
    _resupplies("ALT_BISE_P_BR_64_C")
    assert _chef_boosts_with("ALT_BISE_P_BR_64_C", 5) == [1, 2, 3, 4, 4]


def test_alt_bise_p_br_64_r1_resupplies_and_lifts_support_maxima():
    _resupplies("ALT_BISE_P_BR_64_R1")
    assert _chef_boosts_with("ALT_BISE_P_BR_64_R1", 5) == [1, 2, 3, 4, 5]


def test_alt_bise_p_br_64_r2_resupplies_and_lifts_support_maxima():
    _resupplies("ALT_BISE_P_BR_64_R2")
    assert _chef_boosts_with("ALT_BISE_P_BR_64_R2", 5) == [1, 2, 3, 4, 5]
