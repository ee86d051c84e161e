"""Stigma of Fallacy (Corruption): the common's {H} creates a Mana Moth in target Expedition if a
"Stigma of Fallacy" is in your discard pile; the rares' {J} creates one for each of them there
(CR 3.2.3, 6.5.i); {D}: After You (CR 7.3.2)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, check_facts, put, settle, start, tokens_named, use_support

C, R1, R2 = "ALT_EOLE_B_YZ_115_C", "ALT_EOLE_B_YZ_115_R1", "ALT_EOLE_B_YZ_115_R2"


def _moths(version: str, in_discard: int, src: str = "hand") -> int:
    g, p = start()
    add_mana(g, p, 4)
    for _ in range(in_discard):
        put(g, p, C, Zone.DISCARD)
    me = put(g, p, version, Zone.RESERVE if src == "reserve" else Zone.HAND)
    play(g, me, src=src)
    settle(g)
    while g.pending.kind == "expedition":
        act(g, "expedition -> hero yours")
        settle(g)
    return len(tokens_named(g, p, "Mana Moth", Side.HERO))


def _after_you(version: str) -> None:
    g, p = start()
    use_support(g, put(g, p, version, Zone.RESERVE))
    settle(g)
    assert g.pending.player == 1 - p  # the turn ended as if a card had been played


def test_alt_eole_b_yz_115_c_a_moth_if_a_stigma_of_fallacy_is_in_your_discard_pile():
    check_facts(C, 4, 4, (4, 4, 4), "YZ")
    assert _moths(C, 0) == 0 and _moths(C, 2) == 1
    assert _moths(C, 1, src="reserve") == 0  # {H}: from hand only
    _after_you(C)


def test_alt_eole_b_yz_115_r1_a_moth_for_each_stigma_of_fallacy_in_your_discard_pile():
    check_facts(R1, 4, 4, (4, 4, 4), "YZ")
    assert _moths(R1, 0) == 0 and _moths(R1, 2) == 2
    assert _moths(R1, 1, src="reserve") == 1  # {J}: whichever zone
    _after_you(R1)


def test_alt_eole_b_yz_115_r2_a_moth_for_each_stigma_of_fallacy_in_your_discard_pile():
    check_facts(R2, 4, 4, (4, 4, 4), "AX")
    assert _moths(R2, 3) == 3
    _after_you(R2)
