"""Foundry Mechanic: support {D}: the next Permanent you play this turn costs {1} less."""

import pytest

from altered_tui.cards.models import Faction
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import options, play
from tests.cards.builders import card, put, ready_mana, start, use_support


REPROCESSOR = "ALT_CORE_B_AX_25_C"  # Permanent, Hand Cost 4
BRASSBUG_HUB = "ALT_CORE_B_AX_24_C"  # Permanent, Hand Cost 3
AMELIA = "ALT_CORE_B_AX_11_C"  # Character, Hand Cost 3


def _discount_then_play_permanent(version: str) -> tuple:
    g, p = start()
    assert ready_mana(g, p) == 3
    mechanic = put(g, p, version, Zone.RESERVE)
    reprocessor = put(g, p, REPROCESSOR)
    assert not any(o.startswith("play Axiom Reprocessor") for o in options(g))  # 4 > 3 mana
    use_support(g, mechanic)
    assert mechanic in g.players[p].discard
    play(g, reprocessor)  # now costs 3
    return g, p, reprocessor


def test_alt_core_b_ax_07_c_support_makes_the_next_permanent_cost_one_less():
    g, p, reprocessor = _discount_then_play_permanent("ALT_CORE_B_AX_07_C")
    assert reprocessor in g.players[p].landmarks and ready_mana(g, p) == 0


def test_alt_core_b_ax_07_r_support_makes_the_next_permanent_cost_one_less():
    g, p, reprocessor = _discount_then_play_permanent("ALT_CORE_B_AX_07_R")
    assert reprocessor in g.players[p].landmarks and ready_mana(g, p) == 0


def test_alt_core_b_ax_07_r2_support_makes_the_next_permanent_cost_one_less_and_is_ordis():
    g, p, reprocessor = _discount_then_play_permanent("ALT_CORE_B_AX_07_R2")
    assert reprocessor in g.players[p].landmarks and ready_mana(g, p) == 0
    assert card("ALT_CORE_B_AX_07_R2").faction is Faction.OR


@pytest.mark.parametrize("version", ["ALT_CORE_B_AX_07_C", "ALT_CORE_B_AX_07_R"])
def test_alt_core_b_ax_07_discount_does_not_apply_to_a_character(version):
    g, p = start()
    mechanic = put(g, p, version, Zone.RESERVE)
    amelia = put(g, p, AMELIA)
    use_support(g, mechanic)
    before = ready_mana(g, p)
    play(g, amelia)
    assert before - ready_mana(g, p) == 3  # a Character: full price
    assert not g.ongoing  # and the discount ended with the turn (CR 2.2.14.c)


@pytest.mark.parametrize("version", ["ALT_CORE_B_AX_07_C", "ALT_CORE_B_AX_07_R"])
def test_alt_core_b_ax_07_discount_is_used_up_by_one_permanent(version):
    g, p = start()
    mechanic = put(g, p, version, Zone.RESERVE)
    hub = put(g, p, BRASSBUG_HUB)
    use_support(g, mechanic)
    assert len(g.ongoing) == 1
    play(g, hub)
    assert hub in g.players[p].landmarks
    assert ready_mana(g, p) == 1  # 3 - (3 - 1)
    assert not g.ongoing  # used up


def test_alt_core_b_ax_07_c_played_as_a_character_has_its_statistics():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_AX_07_C")
    play(g, cid)
    assert stats(g, cid) == (0, 1, 1) and cid in g.players[p].expeditions[Side.HERO]
    assert ready_mana(g, p) == 2


def test_alt_core_b_ax_07_r_and_r2_played_as_characters_have_stats_1_1_2():
    for version in ("ALT_CORE_B_AX_07_R", "ALT_CORE_B_AX_07_R2"):
        g, p = start()
        cid = put(g, p, version)
        play(g, cid)
        assert stats(g, cid) == (1, 1, 2) and ready_mana(g, p) == 2
