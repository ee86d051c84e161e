"""Hextag Chaser: {H} you may exhaust target card in any player's Reserve (CR 7.3.10); if it was
the only card in that Reserve, its owner Resupplies (CR 7.3.22). R1: if it's in your Reserve,
you Resupply. R2: as R1."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, SKALD, check_facts, pick, put, start


def _empty(g, player: int) -> None:
    for cid in list(g.players[player].reserve):
        g.players[player].reserve.remove(cid)
        g.players[player].discard.append(cid)
        g.cards[cid].zone = Zone.DISCARD


def chased(version: str, whose: str, alone: bool) -> tuple[bool, int, int]:
    """(exhausted, my Reserve grew by, theirs grew by) beyond the target."""
    g, p = start()
    _empty(g, p)
    _empty(g, 1 - p)
    owner = p if whose == "mine" else 1 - p
    victim = put(g, owner, AMELIA, Zone.RESERVE)
    if not alone:
        put(g, owner, SKALD, Zone.RESERVE)
    sizes = [len(g.players[q].reserve) for q in (p, 1 - p)]
    me = put(g, p, version)
    play(g, me)
    act(g, "yes")
    if g.pending.kind == "target":
        pick(g, victim, "target")
    grown = [len(g.players[q].reserve) - sizes[i] for i, q in enumerate((p, 1 - p))]
    return g.cards[victim].has(Status.EXHAUSTED), grown[0], grown[1]


def test_alt_duster_b_yz_87_c_exhausts_and_a_lone_cards_owner_resupplies():
    assert chased("ALT_DUSTER_B_YZ_87_C", "theirs", alone=True) == (True, 0, 1)
    assert chased("ALT_DUSTER_B_YZ_87_C", "theirs", alone=False) == (True, 0, 0)
    assert chased("ALT_DUSTER_B_YZ_87_C", "mine", alone=True) == (True, 1, 0)
    check_facts("ALT_DUSTER_B_YZ_87_C", 3, 2, (3, 3, 0), "YZ")


def test_alt_duster_b_yz_87_r1_exhausts_and_you_resupply_if_it_is_yours():
    assert chased("ALT_DUSTER_B_YZ_87_R1", "mine", alone=False) == (True, 1, 0)
    assert chased("ALT_DUSTER_B_YZ_87_R1", "theirs", alone=True) == (True, 0, 0)
    check_facts("ALT_DUSTER_B_YZ_87_R1", 3, 2, (3, 3, 0), "YZ")


def test_alt_duster_b_yz_87_r2_exhausts_and_you_resupply_if_it_is_yours():
    assert chased("ALT_DUSTER_B_YZ_87_R2", "mine", alone=False) == (True, 1, 0)
    assert chased("ALT_DUSTER_B_YZ_87_R2", "theirs", alone=True) == (True, 0, 0)
    check_facts("ALT_DUSTER_B_YZ_87_R2", 3, 2, (3, 3, 0), "AX")
