"""Tik-Tok: {H} exhaust a Permanent you control or a card in your Reserve (the rares: each
player exhausts one of theirs, you first, CR 1.4.5.a)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, REPROCESSOR, check_facts, put, settle, start


def _choose(g, cid):
    act(g, next(o for o in options(g) if f"#{cid}" in o))


def test_alt_duster_b_ax_86_c_from_hand_exhaust_one_of_your_permanents_or_reserve_cards():
    check_facts("ALT_DUSTER_B_AX_86_C", 2, 2, (3, 2, 2), "AX")
    g, p = start()
    landmark = put(g, p, REPROCESSOR, Zone.LANDMARKS)
    stored = put(g, p, AMELIA, Zone.RESERVE)
    theirs = put(g, 1 - p, REPROCESSOR, Zone.LANDMARKS)
    other = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, "ALT_DUSTER_B_AX_86_C"))
    settle(g)
    assert g.pending.player == p
    assert not any(f"#{theirs}" in o or f"#{other}" in o for o in options(g))
    _choose(g, stored)
    assert g.cards[stored].has(Status.EXHAUSTED) and not g.cards[landmark].has(Status.EXHAUSTED)


def _rare(version: str, faction: str) -> None:
    check_facts(version, 2, 2, (3, 2, 2), faction)
    g, p = start()
    mine = [put(g, p, REPROCESSOR, Zone.LANDMARKS), put(g, p, AMELIA, Zone.RESERVE)]
    theirs = [put(g, 1 - p, REPROCESSOR, Zone.LANDMARKS), put(g, 1 - p, AMELIA, Zone.RESERVE)]
    play(g, put(g, p, version))
    settle(g)
    assert g.pending.player == p  # you first
    _choose(g, mine[0])
    assert g.pending.player == 1 - p
    _choose(g, theirs[1])
    assert [g.cards[c].has(Status.EXHAUSTED) for c in mine + theirs] == [True, False, False, True]


def test_alt_duster_b_ax_86_r1_each_player_exhausts_one_of_theirs():
    _rare("ALT_DUSTER_B_AX_86_R1", "AX")


def test_alt_duster_b_ax_86_r2_each_player_exhausts_one_of_theirs():
    _rare("ALT_DUSTER_B_AX_86_R2", "YZ")
