"""Daedalus: {H} target a Character in Reserve, then roll a die: on 4+ we both gain 1 boost,
on 1-3 it alone does (CR 7.3.19). The rares: Scout 1, and on {J} the target is another
Character in play or in Reserve."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import (
    AMELIA, can_pick, check_facts, fix_dice, pick, put, ready_mana, settle, start,
)


def _rolls(version: str, result: int, where: Zone, scout: bool = False):
    g, p = start()
    other = put(g, p, AMELIA, where, Side.COMPANION if where is Zone.EXPEDITION else None)
    in_play = put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    fix_dice(g, result)
    daedalus = put(g, p, version)
    before = ready_mana(g, p)
    act(g, f"play Daedalus#{daedalus}@hand -> hero{' scout' if scout else ''}")
    paid = before - ready_mana(g, p)
    settle(g)
    return g, p, daedalus, other, in_play, paid


def test_alt_bise_b_ly_53_c_boosts_a_reserve_character_and_itself_on_4_and_more():
    g, p, me, other, in_play, paid = _rolls("ALT_BISE_B_LY_53_C", 4, Zone.RESERVE)
    assert paid == 3 and not can_pick(g, in_play)  # in play: not a Character in Reserve
    pick(g, other)
    assert g.cards[other].boosts == 1 and g.cards[me].boosts == 1
    g, p, me, other, in_play, paid = _rolls("ALT_BISE_B_LY_53_C", 3, Zone.RESERVE)
    pick(g, other)
    assert g.cards[other].boosts == 1 and g.cards[me].boosts == 0
    check_facts("ALT_BISE_B_LY_53_C", 3, 3, (0, 3, 3), "LY")


def _rare(version: str, faction: str) -> None:
    g, p, me, other, in_play, paid = _rolls(version, 6, Zone.EXPEDITION)
    assert paid == 3 and not can_pick(g, me)  # another Character
    pick(g, in_play)  # in play, the opponent's
    assert g.cards[in_play].boosts == 1 and g.cards[me].boosts == 1
    g, p, me, other, in_play, paid = _rolls(version, 1, Zone.RESERVE, scout=True)
    assert paid == 1
    pick(g, other)  # in Reserve
    settle(g)
    assert g.cards[other].boosts == 1 and g.cards[me].boosts == 0
    assert g.cards[me].zone is Zone.RESERVE  # Scout sent it there (CR 7.4.5)
    check_facts(version, 3, 3, (0, 3, 3), faction)


def test_alt_bise_b_ly_53_r1_scouts_and_boosts_another_character_in_play_or_in_reserve():
    _rare("ALT_BISE_B_LY_53_R1", "LY")


def test_alt_bise_b_ly_53_r2_scouts_and_boosts_another_character_in_play_or_in_reserve():
    _rare("ALT_BISE_B_LY_53_R2", "BR")
