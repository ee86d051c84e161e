"""Leonardo da Vinci: {R} you may exhaust a Permanent you control to Resupply (the rares: to
draw a card)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import REPROCESSOR, check_facts, pick_if_asked, put, settle, start


def _leo(version: str, draws: bool) -> None:
    g, p = start()
    landmark = put(g, p, REPROCESSOR, Zone.LANDMARKS)
    top = g.players[p].deck[0]
    play(g, put(g, p, version, Zone.RESERVE), src="reserve")
    settle(g)
    assert g.pending.kind == "may"
    act(g, "yes")
    pick_if_asked(g, landmark)
    assert g.cards[landmark].has(Status.EXHAUSTED)
    assert top in (g.players[p].hand if draws else g.players[p].reserve)
    g, p = start()  # without a ready Permanent, "yes" is not offered
    g.cards[put(g, p, REPROCESSOR, Zone.LANDMARKS)].status |= Status.EXHAUSTED
    play(g, put(g, p, version, Zone.RESERVE), src="reserve")
    settle(g)
    assert g.pending.kind == "may" and "yes" not in options(g)


def test_alt_duster_b_ax_94_c_from_reserve_exhaust_a_permanent_to_resupply():
    check_facts("ALT_DUSTER_B_AX_94_C", 2, 2, (2, 3, 0), "AX")
    _leo("ALT_DUSTER_B_AX_94_C", draws=False)


def test_alt_duster_b_ax_94_r1_from_reserve_exhaust_a_permanent_to_draw():
    check_facts("ALT_DUSTER_B_AX_94_R1", 2, 2, (2, 3, 0), "AX")
    _leo("ALT_DUSTER_B_AX_94_R1", draws=True)


def test_alt_duster_b_ax_94_r2_from_reserve_exhaust_a_permanent_to_draw():
    check_facts("ALT_DUSTER_B_AX_94_R2", 2, 2, (2, 3, 0), "OR")
    _leo("ALT_DUSTER_B_AX_94_R2", draws=True)
