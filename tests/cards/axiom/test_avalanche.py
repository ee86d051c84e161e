"""Avalanche, a Fleeting Spell: send to Reserve any number of target Characters whose current
Mountain statistics add up to 4 or less (R1: 5 or less)."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import AMELIA, FOUNDRY_MECHANIC, HAVEN_WARRIOR, play_spell, put, start, target


def _avalanche(version: str):
    g, p = start()
    o = 1 - p
    amelia = put(g, o, AMELIA, Zone.EXPEDITION)
    warrior = put(g, o, HAVEN_WARRIOR, Zone.EXPEDITION, Side.COMPANION)
    mechanic = put(g, p, FOUNDRY_MECHANIC, Zone.EXPEDITION)
    assert [stats(g, c)[1] for c in (amelia, warrior, mechanic)] == [2, 2, 1]
    spell = put(g, p, version)
    play_spell(g, spell)
    return g, p, spell, amelia, warrior, mechanic


def _targets(g) -> list[str]:
    return [o for o in options(g) if o.startswith("target ")]


def test_alt_alize_b_ax_42_c_sends_characters_with_a_total_mountain_of_4_or_less():
    g, p, spell, amelia, warrior, mechanic = _avalanche("ALT_ALIZE_B_AX_42_C")
    target(g, amelia)
    target(g, warrior)  # 2 + 2 = 4
    assert _targets(g) == []  # the Mechanic would make 5
    assert all(g.cards[c].zone is Zone.RESERVE for c in (amelia, warrior))
    assert g.cards[mechanic].zone is Zone.EXPEDITION
    assert spell in g.players[p].discard  # Fleeting


def test_alt_alize_b_ax_42_r2_any_number_includes_stopping_early():
    g, p, spell, amelia, warrior, mechanic = _avalanche("ALT_ALIZE_B_AX_42_R2")
    target(g, mechanic)
    assert "done" in options(g)
    act(g, "done")
    assert g.cards[mechanic].zone is Zone.RESERVE
    assert g.cards[amelia].zone is Zone.EXPEDITION and g.cards[warrior].zone is Zone.EXPEDITION


def test_alt_alize_b_ax_42_r1_allows_a_total_of_5():
    g, p, spell, amelia, warrior, mechanic = _avalanche("ALT_ALIZE_B_AX_42_R1")
    for cid in (amelia, warrior, mechanic):  # 2 + 2 + 1 = 5
        target(g, cid)
    assert all(g.cards[c].zone is Zone.RESERVE for c in (amelia, warrior, mechanic))
