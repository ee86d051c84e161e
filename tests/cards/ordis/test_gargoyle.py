"""Gargoyle: target Expedition Ascends ({H} on the common, {J} on the rares)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, check_facts, put, settle, start


def _played(version, src="hand"):
    g, p = start()
    add_mana(g, p, 2)
    cid = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, cid, src=src)
    settle(g)
    if g.pending.kind == "expedition":
        act(g, "expedition -> companion theirs")
    return g, p


def test_alt_cyclone_b_or_71_c_from_hand_target_expedition_ascends():
    g, p = _played("ALT_CYCLONE_B_OR_71_C")
    assert g.ascended == [(1 - p, Side.COMPANION)]
    g, p = _played("ALT_CYCLONE_B_OR_71_C", "reserve")
    assert g.ascended == []  # {H}: not from Reserve
    check_facts("ALT_CYCLONE_B_OR_71_C", 2, 2, (2, 3, 0), "OR")


def test_alt_cyclone_b_or_71_r1_from_reserve_too():
    g, p = _played("ALT_CYCLONE_B_OR_71_R1", "reserve")
    assert g.ascended == [(1 - p, Side.COMPANION)]
    check_facts("ALT_CYCLONE_B_OR_71_R1", 2, 2, (2, 3, 0), "OR")


def test_alt_cyclone_b_or_71_r2_from_reserve_too():
    g, p = _played("ALT_CYCLONE_B_OR_71_R2", "reserve")
    assert g.ascended == [(1 - p, Side.COMPANION)]
    check_facts("ALT_CYCLONE_B_OR_71_R2", 2, 2, (3, 3, 0), "MU")
