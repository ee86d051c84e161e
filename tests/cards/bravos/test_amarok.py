"""Amarok: costs 2 less played into an Expedition with no Character; sacrifices each other
Character that joins its Expedition (the R1 also gains 1 boost each time)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import options, play, set_mana
from tests.cards.builders import AMELIA, SKALD, add_mana, back_to, can_play, paid_to_play, put, settle, start


def _amarok(version: str):
    g, p = start()
    set_mana(g, p, 3)
    put(g, p, SKALD, Zone.EXPEDITION, Side.HERO)  # the Hero Expedition is not empty
    amarok = put(g, p, version)
    assert [o for o in options(g) if f"#{amarok}@" in o] == [f"play {g.cdef(amarok).name}#{amarok}@hand -> companion"]  # 3 orbs: 5 - 2
    assert paid_to_play(g, p, amarok, side="companion") == 3
    back_to(g, p)
    add_mana(g, p, 3)
    joiner = put(g, p, AMELIA)
    play(g, joiner, side="companion")
    settle(g)
    assert joiner in g.players[p].discard  # sacrificed
    return g, p, amarok


def test_alt_alize_b_br_39_c_cheaper_into_an_empty_expedition_and_sacrifices_newcomers():
    g, p, amarok = _amarok("ALT_ALIZE_B_BR_39_C")
    assert g.cards[amarok].boosts == 0


def test_alt_alize_b_br_39_r1_sacrifices_newcomers_and_gains_a_boost():
    g, p, amarok = _amarok("ALT_ALIZE_B_BR_39_R1")
    assert g.cards[amarok].boosts == 1


def test_alt_alize_b_br_39_r2_cheaper_into_an_empty_expedition_and_sacrifices_newcomers():
    _amarok("ALT_ALIZE_B_BR_39_R2")


def test_alt_alize_b_br_39_c_full_cost_into_an_occupied_expedition():
    g, p = start()
    set_mana(g, p, 5)
    put(g, p, SKALD, Zone.EXPEDITION, Side.HERO)
    amarok = put(g, p, "ALT_ALIZE_B_BR_39_C")
    assert can_play(g, amarok)
    assert paid_to_play(g, p, amarok, side="hero") == 5
