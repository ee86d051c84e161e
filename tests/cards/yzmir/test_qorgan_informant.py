"""Qorgan Informant: {H} remove up to 2 counters from target card in play or in Reserve,
never a Hero (boosts first, CR 2.5.g); the rares have Scout 1 (CR 7.4.5)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, boosted, can_pick, put, ready_mana, settle, start, target


def _informs(version: str, scout: bool = False) -> None:
    g, p = start()
    stored = boosted(g, 1 - p, AMELIA, Zone.RESERVE, boosts=2)
    g.cards[stored].counters["arcane"] = 1
    in_play = boosted(g, 1 - p, AMELIA, Zone.EXPEDITION, boosts=1)
    hero = g.players[1 - p].hero
    g.cards[hero].counters["arcane"] = 1
    informant = put(g, p, version)
    before = ready_mana(g, p)
    if scout:
        act(g, f"play Qorgan Informant#{informant}@hand -> hero scout")
    else:
        play(g, informant)
    assert before - ready_mana(g, p) == (1 if scout else 3)
    settle(g)
    assert can_pick(g, in_play) and not can_pick(g, hero)
    target(g, stored)
    assert options(g) == ["remove 2", "remove 1", "remove 0"]
    act(g, "remove 2")
    settle(g)
    assert g.cards[stored].counters == {"boost": 0, "arcane": 1}  # two taken, boosts first
    assert g.cards[in_play].boosts == 1 and g.cards[hero].counters["arcane"] == 1


def test_alt_bise_b_yz_53_c_removes_2_counters_from_a_card_in_reserve():
    _informs("ALT_BISE_B_YZ_53_C")


def test_alt_bise_b_yz_53_r1_scouts_for_1_and_removes_2_counters():
    _informs("ALT_BISE_B_YZ_53_R1", scout=True)
    _informs("ALT_BISE_B_YZ_53_R1")


def test_alt_bise_b_yz_53_r2_scouts_for_1_and_removes_2_counters():
    _informs("ALT_BISE_B_YZ_53_R2", scout=True)
