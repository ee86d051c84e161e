"""Axiom Signet: choose one (rares, Fleeting: two) of: a Brassbug Robot token in target
Expedition; target Permanent you control activates its {J} abilities (CR 7.3.1.b); discard
target Permanent with Hand Cost 3 or less (CR 6.5.g)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    HUB, REPROCESSOR, answer, card, landmark_tokens, pick_if_asked, play_spell, put, settle,
    start, tokens_named, add_mana,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_76_C", "ALT_CYCLONE_B_AX_76_R1", "ALT_CYCLONE_B_AX_76_R2"
NURSERY = "ALT_CYCLONE_B_AX_78_C"  # {J} an Aerolith token in your Landmarks


def _cast(version: str):
    g, p = start()
    nursery = put(g, p, NURSERY, Zone.LANDMARKS)
    small = put(g, 1 - p, HUB, Zone.LANDMARKS)  # Hand Cost 3
    big = put(g, 1 - p, REPROCESSOR, Zone.LANDMARKS)  # Hand Cost 4
    signet = put(g, p, version)
    add_mana(g, p, 2)
    play_spell(g, signet)
    settle(g)
    assert g.pending.kind == "mode"
    return g, p, signet, nursery, small, big


def _mode(g, n: int) -> None:
    act(g, next(o for o in options(g) if o.startswith(f"mode {n}")))


def _each_mode(version: str) -> None:
    g, p, signet, *_ = _cast(version)
    _mode(g, 1)
    answer(g, "expedition -> companion yours")
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1
    g, p, signet, nursery, *_ = _cast(version)
    _mode(g, 2)
    pick_if_asked(g, nursery)
    settle(g)
    assert len(landmark_tokens(g, p)) == 1  # the Nursery's {J} made an Aerolith
    g, p, signet, nursery, small, big = _cast(version)
    _mode(g, 3)
    assert not any(f"#{big}" in o for o in options(g))
    pick_if_asked(g, small)
    assert g.cards[small].zone is Zone.DISCARD and g.cards[big].zone is Zone.LANDMARKS


def test_alt_cyclone_b_ax_76_c_one_of_three_modes():
    d = card(C)
    assert (d.faction.value, d.hand_cost, d.reserve_cost, d.keywords.fleeting) == ("AX", 2, 4, False)
    _each_mode(C)
    g, p, signet, *_ = _cast(C)
    _mode(g, 1)
    answer(g, "expedition -> hero yours")
    settle(g)
    assert g.pending is None or g.pending.kind != "mode"  # only one
    assert signet in g.players[p].reserve


def _two_modes(version: str, faction: str) -> None:
    d = card(version)
    assert (d.faction.value, d.hand_cost, d.reserve_cost, d.keywords.fleeting) == (faction, 3, 3, True)
    g, p, signet, nursery, small, big = _cast(version)
    _mode(g, 2)
    _mode(g, 1)  # the modes are chosen first, then resolve in the order chosen
    pick_if_asked(g, nursery)
    settle(g)
    answer(g, "expedition -> companion yours")
    assert len(landmark_tokens(g, p)) == 1
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1
    g, p, signet, nursery, small, big = _cast(version)
    _mode(g, 1)
    assert g.pending.kind == "mode" and not any(o.startswith("mode 1") for o in options(g))
    _mode(g, 3)
    answer(g, "expedition -> hero yours")
    pick_if_asked(g, small)
    settle(g)
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1
    assert g.cards[small].zone is Zone.DISCARD
    assert signet in g.players[p].discard  # Fleeting


def test_alt_cyclone_b_ax_76_r1_two_modes_then_discarded():
    _two_modes(R1, "AX")


def test_alt_cyclone_b_ax_76_r2_two_modes_then_discarded():
    _two_modes(R2, "OR")
