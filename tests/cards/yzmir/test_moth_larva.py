"""Moth Larva: {H} (the rares: {J}) if there are two or more exhausted cards in Reserve, I gain
1 boost. The rares add support {D}: exhaust target card in Reserve."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, SKALD, pick_if_asked, put, start, use_support


def _boosts(version: str, exhausted: int, src: str = "hand") -> int:
    g, p = start()
    for owner in [p, 1 - p][:exhausted]:
        g.cards[put(g, owner, SKALD, Zone.RESERVE)].status |= Status.EXHAUSTED
    larva = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, larva, src=src)
    return g.cards[larva].boosts


def test_alt_alize_b_yz_32_c_from_hand_boost_with_two_exhausted_cards():
    assert _boosts("ALT_ALIZE_B_YZ_32_C", 2) == 1  # one in each Reserve
    assert _boosts("ALT_ALIZE_B_YZ_32_C", 1) == 0
    assert _boosts("ALT_ALIZE_B_YZ_32_C", 2, src="reserve") == 0  # {H} only


def _rare(version: str) -> None:
    assert _boosts(version, 2, src="reserve") == 1
    g, p = start()
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    larva = put(g, p, version, Zone.RESERVE)
    use_support(g, larva)
    pick_if_asked(g, theirs)
    assert g.cards[theirs].has(Status.EXHAUSTED)


def test_alt_alize_b_yz_32_r1_joining_boost_and_support_exhaust():
    _rare("ALT_ALIZE_B_YZ_32_R1")


def test_alt_alize_b_yz_32_r2_joining_boost_and_support_exhaust():
    _rare("ALT_ALIZE_B_YZ_32_R2")
