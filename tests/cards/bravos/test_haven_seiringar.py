"""Haven Seiringar: when I leave the Expedition zone, if I was Fleeting, draw a card; the
rares add {R} I gain 1 boost."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play, refresh
from tests.cards.builders import put, send_to_reserve, settle, start


def _leaves(version: str, fleeting: bool) -> int:
    """Cards drawn when it leaves the Expedition (sent to Reserve, or discarded if Fleeting)."""
    g, p = start()
    seiringar = put(g, p, version, Zone.EXPEDITION)
    if fleeting:
        g.cards[seiringar].status |= Status.FLEETING
    hand = len(g.players[p].hand)
    send_to_reserve(g, seiringar)
    refresh(g)
    settle(g)
    assert seiringar in (g.players[p].discard if fleeting else g.players[p].reserve)
    return len(g.players[p].hand) - hand


def _draws_only_if_fleeting(version: str) -> None:
    assert _leaves(version, fleeting=True) == 1
    assert _leaves(version, fleeting=False) == 0


def test_alt_alize_b_br_34_c_draws_when_it_leaves_fleeting():
    _draws_only_if_fleeting("ALT_ALIZE_B_BR_34_C")


def test_alt_alize_b_br_34_r1_draws_when_it_leaves_fleeting():
    _draws_only_if_fleeting("ALT_ALIZE_B_BR_34_R1")


def test_alt_alize_b_br_34_r2_draws_when_it_leaves_fleeting():
    _draws_only_if_fleeting("ALT_ALIZE_B_BR_34_R2")


def test_alt_alize_b_br_34_r1_and_r2_from_reserve_gain_a_boost():
    for version in ("ALT_ALIZE_B_BR_34_R1", "ALT_ALIZE_B_BR_34_R2"):
        g, p = start()
        seiringar = put(g, p, version, Zone.RESERVE)
        play(g, seiringar, src="reserve")
        assert g.cards[seiringar].boosts == 1 and g.cards[seiringar].has(Status.FLEETING)
    g, p = start()
    common = put(g, p, "ALT_ALIZE_B_BR_34_C", Zone.RESERVE)
    play(g, common, src="reserve")
    assert g.cards[common].boosts == 0
