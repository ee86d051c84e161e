"""Foundry Engineer: {R} The next Permanent you play this Afternoon costs {1} (rares: {2}) less."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import add_mana, hero_exp, opponent_passes, put, ready_mana, start


REPROCESSOR = "ALT_CORE_B_AX_25_C"  # Landmark, Hand Cost 4
AMELIA = "ALT_CORE_B_AX_11_C"


def _engineer_from_reserve(version):
    g, p = start()
    eng = put(g, p, version, Zone.RESERVE)
    play(g, eng, src="reserve")
    assert ready_mana(g, p) == 1  # Reserve Cost 2
    assert eng in hero_exp(g, p) and stats(g, eng) == (2, 2, 1)
    assert len(g.ongoing) == 1
    return g, p


def _alt_core_b_ax_05_next_permanent_this_afternoon_costs_less(version, discount):
    g, p = _engineer_from_reserve(version)
    opponent_passes(g, p)  # a later turn of the same Afternoon
    assert len(g.ongoing) == 1  # lasts the Afternoon, not only the turn
    add_mana(g, p, 3)
    before = ready_mana(g, p)
    rep = put(g, p, REPROCESSOR)
    play(g, rep)
    assert rep in g.players[p].landmarks
    assert before - ready_mana(g, p) == 4 - discount
    assert g.ongoing == []


def test_alt_core_b_ax_05_c_next_permanent_this_afternoon_costs_less():
    _alt_core_b_ax_05_next_permanent_this_afternoon_costs_less('ALT_CORE_B_AX_05_C', 1)


def test_alt_core_b_ax_05_r_next_permanent_this_afternoon_costs_less():
    _alt_core_b_ax_05_next_permanent_this_afternoon_costs_less('ALT_CORE_B_AX_05_R', 2)


def test_alt_core_b_ax_05_r2_next_permanent_this_afternoon_costs_less():
    _alt_core_b_ax_05_next_permanent_this_afternoon_costs_less('ALT_CORE_B_AX_05_R2', 2)


def test_alt_core_b_ax_05_c_is_not_used_by_a_character():
    g, p = _engineer_from_reserve("ALT_CORE_B_AX_05_C")
    opponent_passes(g, p)
    add_mana(g, p, 2)
    before = ready_mana(g, p)
    play(g, put(g, p, AMELIA))
    assert before - ready_mana(g, p) == 3 and len(g.ongoing) == 1


def test_alt_core_b_ax_05_r_from_hand_gives_no_discount():
    g, p = start()
    play(g, put(g, p, "ALT_CORE_B_AX_05_R"))
    assert ready_mana(g, p) == 1 and g.ongoing == []


def test_alt_core_b_ax_05_r2_discount_ends_with_the_afternoon():
    g, p = _engineer_from_reserve("ALT_CORE_B_AX_05_R2")
    while g.phase.name == "AFTERNOON" and "pass" in options(g):
        act(g, "pass")
    assert g.ongoing == []
