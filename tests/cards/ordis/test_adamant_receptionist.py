"""Adamant Receptionist: {H} you may exhaust a Permanent you control to Sabotage (CR 7.3.10,
7.3.24). R1: {J}, and if you don't, I gain 1 boost (CR 6.5.f). Yzmir R2: {H}, exhausting a
card in your Reserve instead."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, SKALD, add_mana, check_facts, label, put, start

CYLINDER = "ALT_CORE_B_AX_26_C"


def received(version: str, pay_with: str, yes: bool = True, src: str = "hand"):
    """(the paying card exhausted, the opponent's Reserve card discarded, my boosts)."""
    g, p = start()
    add_mana(g, p, 1)
    payer = put(g, p, CYLINDER if pay_with == "permanent" else SKALD,
                Zone.LANDMARKS if pay_with == "permanent" else Zone.RESERVE)
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    me = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, me, src=src)
    asked = g.pending.kind == "may" and g.pending.player == p
    if asked:
        act(g, "yes" if yes else "no")
    for _ in range(3):
        if g.pending.player != p or g.pending.kind in ("turn", "reaction"):
            break
        pick = next((o for o in options(g) if label(g, payer) in o or label(g, victim) in o), None)
        act(g, pick or options(g)[0])
    return (g.cards[payer].has(Status.EXHAUSTED), victim in g.players[1 - p].discard,
            g.cards[me].boosts, asked)


def test_alt_duster_b_or_91_c_exhaust_a_permanent_to_sabotage():
    assert received("ALT_DUSTER_B_OR_91_C", "permanent") == (True, True, 0, True)
    assert received("ALT_DUSTER_B_OR_91_C", "permanent", src="reserve")[3] is False  # {H}
    check_facts("ALT_DUSTER_B_OR_91_C", 3, 2, (2, 2, 3), "OR")


def test_alt_duster_b_or_91_r1_from_anywhere_else_a_boost():
    assert received("ALT_DUSTER_B_OR_91_R1", "permanent", src="reserve") == (True, True, 0, True)
    assert received("ALT_DUSTER_B_OR_91_R1", "permanent", yes=False) == (False, False, 1, True)
    check_facts("ALT_DUSTER_B_OR_91_R1", 3, 3, (2, 2, 3), "OR")


def test_alt_duster_b_or_91_r2_exhaust_a_card_in_your_reserve_to_sabotage():
    assert received("ALT_DUSTER_B_OR_91_R2", "reserve") == (True, True, 0, True)
    g, p = start()
    for cid in list(g.players[p].reserve):  # no card in my Reserve to exhaust
        g.players[p].reserve.remove(cid)
        g.cards[cid].zone = Zone.DISCARD
        g.players[p].discard.append(cid)
    put(g, p, CYLINDER, Zone.LANDMARKS)  # a Permanent does not pay for this one
    play(g, put(g, p, "ALT_DUSTER_B_OR_91_R2"))
    assert options(g) == ["no"]
    check_facts("ALT_DUSTER_B_OR_91_R2", 3, 2, (2, 2, 3), "YZ")
