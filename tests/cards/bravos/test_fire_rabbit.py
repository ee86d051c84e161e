"""Fire Rabbit: {H} you may have me gain Fleeting; if you do, another target Character gains
1 boost. R1's support {D}: the next Character you play this turn gains 1 boost."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import HAVEN_WARRIOR, SKALD, put, start, target, use_support


def _from_hand(version: str, accept: bool):
    g, p = start()
    other = put(g, p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.COMPANION)
    rabbit = put(g, p, version)
    play(g, rabbit)
    assert g.pending.kind == "may"
    act(g, "yes" if accept else "no")
    if accept and g.pending.kind == "target":
        target(g, other)
    return g, rabbit, other


def _gains_fleeting_and_boosts_another(version: str) -> None:
    g, rabbit, other = _from_hand(version, accept=True)
    assert g.cards[rabbit].has(Status.FLEETING) and g.cards[rabbit].boosts == 0
    assert g.cards[other].boosts == 1
    g, rabbit, other = _from_hand(version, accept=False)
    assert not g.cards[rabbit].has(Status.FLEETING) and g.cards[other].boosts == 0


def test_alt_alize_b_br_32_c_fleeting_for_a_boost_on_another():
    _gains_fleeting_and_boosts_another("ALT_ALIZE_B_BR_32_C")


def test_alt_alize_b_br_32_r1_fleeting_for_a_boost_on_another():
    _gains_fleeting_and_boosts_another("ALT_ALIZE_B_BR_32_R1")


def test_alt_alize_b_br_32_r2_fleeting_for_a_boost_on_another():
    _gains_fleeting_and_boosts_another("ALT_ALIZE_B_BR_32_R2")


def test_alt_alize_b_br_32_r1_support_the_next_character_gains_a_boost():
    g, p = start()
    rabbit = put(g, p, "ALT_ALIZE_B_BR_32_R1", Zone.RESERVE)
    skald = put(g, p, SKALD)
    use_support(g, rabbit)
    assert rabbit in g.players[p].discard
    play(g, skald)
    assert g.cards[skald].boosts == 1
    assert not any(o.startswith("use ") for o in options(g))  # the common has no support
