"""Hesperide: {H} you may pay {2} to return target Permanent to its owner's hand; the rares:
you may return target Permanent, and if you do, a Manaseed token in its controller's
Landmarks."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import HUB, add_mana, check_facts, pick_if_asked, put, ready_mana, settle, start


def _common(version: str) -> None:
    g, p = start()
    add_mana(g, p, 2)
    landmark = put(g, 1 - p, HUB, Zone.LANDMARKS)
    play(g, put(g, p, version))
    settle(g)
    before = ready_mana(g, p)
    assert g.pending.kind == "may"
    act(g, "yes")
    pick_if_asked(g, landmark)
    assert landmark in g.players[1 - p].hand and before - ready_mana(g, p) == 2
    assert not g.players[1 - p].landmarks  # no Manaseed on the common


def _rare(version: str) -> None:
    g, p = start()
    landmark = put(g, 1 - p, HUB, Zone.LANDMARKS)
    play(g, put(g, p, version))
    settle(g)
    before = ready_mana(g, p)
    act(g, "yes")
    pick_if_asked(g, landmark)
    assert landmark in g.players[1 - p].hand and ready_mana(g, p) == before
    assert [g.cdef(c).name for c in g.players[1 - p].landmarks] == ["Manaseed"]
    g, p = start()
    put(g, 1 - p, HUB, Zone.LANDMARKS)
    play(g, put(g, p, version))
    settle(g)
    act(g, "no")
    assert [g.cdef(c).name for c in g.players[1 - p].landmarks] == ["Brassbug Hub"]


def test_alt_duster_b_mu_93_c_may_pay_2_to_return_a_permanent():
    check_facts("ALT_DUSTER_B_MU_93_C", 2, 2, (2, 2, 2), "MU")
    _common("ALT_DUSTER_B_MU_93_C")


def test_alt_duster_b_mu_93_r1_may_return_a_permanent_its_controller_gets_a_manaseed():
    check_facts("ALT_DUSTER_B_MU_93_R1", 3, 2, (3, 2, 2), "MU")
    _rare("ALT_DUSTER_B_MU_93_R1")


def test_alt_duster_b_mu_93_r2_may_return_a_permanent_its_controller_gets_a_manaseed():
    check_facts("ALT_DUSTER_B_MU_93_R2", 3, 2, (3, 2, 2), "BR")
    _rare("ALT_DUSTER_B_MU_93_R2")
