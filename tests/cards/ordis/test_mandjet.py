"""Mandjet: {T}: target Expedition Ascends; R1: an Ascended Expedition of yours that would
Ascend again makes you Resupply instead."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import check_facts, put, start, use_first


def _use(version, already=False):
    g, p = start()
    mandjet = put(g, p, version, Zone.LANDMARKS)
    if already:
        g.ascended.append((p, Side.HERO))
    reserve = len(g.players[p].reserve)
    use_first(g, mandjet)
    act(g, "expedition -> hero yours")
    return g, p, len(g.players[p].reserve) - reserve


def test_alt_cyclone_b_or_81_c_exhaust_target_expedition_ascends():
    g, p, resupplied = _use("ALT_CYCLONE_B_OR_81_C")
    assert g.ascended == [(p, Side.HERO)]
    g, p, resupplied = _use("ALT_CYCLONE_B_OR_81_C", already=True)
    assert resupplied == 0  # no replacement on the common
    check_facts("ALT_CYCLONE_B_OR_81_C", 2, 2, None, "OR")


def test_passive_ascend_again_instead_alt_cyclone_b_or_81_r1_resupplies_instead():
    g, p, resupplied = _use("ALT_CYCLONE_B_OR_81_R1")
    assert g.ascended == [(p, Side.HERO)] and resupplied == 0
    g, p, resupplied = _use("ALT_CYCLONE_B_OR_81_R1", already=True)
    assert g.ascended == [(p, Side.HERO)] and resupplied == 1
    check_facts("ALT_CYCLONE_B_OR_81_R1", 3, 3, None, "OR")


def test_alt_cyclone_b_or_81_r2_exhaust_target_expedition_ascends():
    g, p, resupplied = _use("ALT_CYCLONE_B_OR_81_R2")
    assert g.ascended == [(p, Side.HERO)]
    check_facts("ALT_CYCLONE_B_OR_81_R2", 2, 2, None, "MU")
