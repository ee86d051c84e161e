"""Gibil: {J} create a Brassbug token (the rares: two if you control two or more Permanents,
otherwise one). Support {D}: activate the {J} abilities of target Permanent you control."""

import pytest

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import (HUB, REPROCESSOR, add_mana, answer, put, settle, start,
                                  tokens_named, use_support)


def _gibil_joins(version: str, permanents: int) -> int:
    """Play Gibil from Hand with that many Permanents in play; the Brassbugs created."""
    g, p = start()
    add_mana(g, p, 3)
    for _ in range(permanents):
        put(g, p, REPROCESSOR, Zone.LANDMARKS)
    gibil = put(g, p, version)
    play(g, gibil)
    while g.pending is not None and g.pending.player == p and g.pending.kind != "turn":
        answer(g, "expedition -> hero yours") if g.pending.kind == "expedition" else settle(g)
    return len(tokens_named(g, p, "Brassbug"))


def test_alt_alize_b_ax_40_c_joins_and_creates_one_brassbug():
    assert _gibil_joins("ALT_ALIZE_B_AX_40_C", permanents=2) == 1


@pytest.mark.parametrize("permanents, bugs", [(2, 2), (1, 1), (0, 1)])
def test_alt_alize_b_ax_40_r1_creates_two_brassbugs_with_two_permanents(permanents, bugs):
    assert _gibil_joins("ALT_ALIZE_B_AX_40_R1", permanents) == bugs


def test_alt_alize_b_ax_40_r2_creates_two_brassbugs_with_two_permanents():
    assert _gibil_joins("ALT_ALIZE_B_AX_40_R2", permanents=3) == 2
    assert _gibil_joins("ALT_ALIZE_B_AX_40_R2", permanents=1) == 1


@pytest.mark.parametrize("version", ["ALT_ALIZE_B_AX_40_C", "ALT_ALIZE_B_AX_40_R1",
                                     "ALT_ALIZE_B_AX_40_R2"])
def test_alt_alize_b_ax_40_support_activates_the_join_abilities_of_my_permanent(version):
    g, p = start()
    hub = put(g, p, HUB, Zone.LANDMARKS)  # {J}: I gain three Kelon counters
    g.cards[hub].counters["kelon"] = 1
    gibil = put(g, p, version, Zone.RESERVE)
    use_support(g, gibil)
    settle(g)
    assert gibil in g.players[p].discard
    assert g.cards[hub].counters["kelon"] == 4
