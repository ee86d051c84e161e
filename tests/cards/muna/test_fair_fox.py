"""Fair Fox: {H} target opponent Resupplies. The rares: {H} you may pay {1} to discard target
Permanent with Hand Cost 2 or less; if you do, its controller Resupplies."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import HUB, add_mana, can_pick, put, ready_mana, settle, start, target

UNDERGROWTH = "ALT_BISE_B_MU_63_C"  # a Landmark Permanent, Hand Cost 2


def test_alt_bise_b_mu_51_c_the_opponent_resupplies_when_played_from_hand():
    g, p = start()
    top = g.players[1 - p].deck[0]
    play(g, put(g, p, "ALT_BISE_B_MU_51_C"))
    settle(g)
    assert top in g.players[1 - p].reserve
    g, p = start()
    top = g.players[1 - p].deck[0]
    play(g, put(g, p, "ALT_BISE_B_MU_51_C", Zone.RESERVE), src="reserve")  # {H} only
    settle(g)
    assert top not in g.players[1 - p].reserve


def _discards_a_cheap_permanent(version: str, answer: str):
    g, p = start()
    cheap = put(g, 1 - p, UNDERGROWTH, Zone.LANDMARKS)
    costly = put(g, 1 - p, HUB, Zone.LANDMARKS)  # Hand Cost 3
    top = g.players[1 - p].deck[0]
    play(g, put(g, p, version))
    settle(g)
    assert g.pending.kind == "may"
    act(g, answer)
    if answer == "yes":
        assert not can_pick(g, costly)
        if g.pending is not None and g.pending.kind == "target":
            target(g, cheap)
    return g, p, cheap, costly, top


def _rare(version: str) -> None:
    g, p, cheap, costly, top = _discards_a_cheap_permanent(version, "yes")
    assert cheap in g.players[1 - p].discard and costly in g.players[1 - p].landmarks
    assert top in g.players[1 - p].reserve  # its controller Resupplied
    assert ready_mana(g, p) == 0  # {2} for the Fox and {1} for the discard
    g, p, cheap, costly, top = _discards_a_cheap_permanent(version, "no")
    assert cheap in g.players[1 - p].landmarks and top not in g.players[1 - p].reserve


def test_alt_bise_b_mu_51_r1_may_pay_to_discard_a_cheap_permanent_its_controller_resupplies():
    _rare("ALT_BISE_B_MU_51_R1")


def test_alt_bise_b_mu_51_r2_may_pay_to_discard_a_cheap_permanent_its_controller_resupplies():
    _rare("ALT_BISE_B_MU_51_R2")


def test_alt_bise_b_mu_51_r1_my_own_permanent_makes_me_resupply():
    g, p = start()
    add_mana(g, p, 1)
    mine = put(g, p, UNDERGROWTH, Zone.LANDMARKS)
    top = g.players[p].deck[0]
    play(g, put(g, p, "ALT_BISE_B_MU_51_R1"))
    settle(g)
    act(g, "yes")
    if g.pending is not None and g.pending.kind == "target":
        target(g, mine)
    assert mine in g.players[p].discard and top in g.players[p].reserve
