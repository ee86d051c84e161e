"""The Grems: {R} choose up to one: discard target Permanent with Hand Cost 3 or less (Axiom
rare: 5 or less), or sacrifice a Permanent, and if you do, create a Brassbug Robot token in
target Expedition."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    HUB, REPROCESSOR, add_mana, answer, pick_if_asked, put, settle, start, tokens_named,
)


def _grems(version: str):
    """The Grems played from Reserve, the other player holding a Landmark of Hand Cost 3 and
    one of 4, the player one of their own; the modes are offered."""
    g, p = start()
    small = put(g, 1 - p, HUB, Zone.LANDMARKS)  # Hand Cost 3
    big = put(g, 1 - p, REPROCESSOR, Zone.LANDMARKS)  # Hand Cost 4
    mine = put(g, p, HUB, Zone.LANDMARKS)
    grems = put(g, p, version, Zone.RESERVE)
    add_mana(g, p, 2)
    play(g, grems, src="reserve")
    settle(g)
    assert g.pending.kind == "mode" and "done" in options(g)
    return g, p, small, big, mine


def _mode(g, n: int) -> None:
    act(g, next(o for o in options(g) if o.startswith(f"mode {n}")))


def _discards(version: str, most: int) -> None:
    g, p, small, big, mine = _grems(version)
    _mode(g, 1)
    if most >= 4:
        assert any(f"#{big}" in o for o in options(g))
        pick_if_asked(g, big)
        assert g.cards[big].zone is Zone.DISCARD
    else:
        assert not any(f"#{big}" in o for o in options(g))
        pick_if_asked(g, small)
        assert g.cards[small].zone is Zone.DISCARD and g.cards[big].zone is Zone.LANDMARKS


def _sacrifices_for_a_brassbug(version: str) -> None:
    g, p, small, big, mine = _grems(version)
    _mode(g, 2)
    pick_if_asked(g, mine)
    answer(g, "expedition -> companion yours")
    assert g.cards[mine].zone is Zone.DISCARD
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1


def _declines(version: str) -> None:
    g, p, small, big, mine = _grems(version)
    act(g, "done")
    assert all(g.cards[c].zone is Zone.LANDMARKS for c in (small, big, mine))
    assert not tokens_named(g, p, "Brassbug")


def test_alt_bise_b_ax_53_c_discards_a_small_permanent_or_sacrifices_one_for_a_brassbug():
    _discards("ALT_BISE_B_AX_53_C", 3)
    _sacrifices_for_a_brassbug("ALT_BISE_B_AX_53_C")
    _declines("ALT_BISE_B_AX_53_C")


def test_alt_bise_b_ax_53_r1_discards_a_permanent_of_cost_5_or_less_or_sacrifices_one():
    _discards("ALT_BISE_B_AX_53_R1", 5)
    _sacrifices_for_a_brassbug("ALT_BISE_B_AX_53_R1")


def test_alt_bise_b_ax_53_r2_discards_a_small_permanent_or_sacrifices_one_for_a_brassbug():
    _discards("ALT_BISE_B_AX_53_R2", 3)
    _sacrifices_for_a_brassbug("ALT_BISE_B_AX_53_R2")
    _declines("ALT_BISE_B_AX_53_R2")
