"""Lyra Cloth Dancer: {H} up to one target Character gains Fleeting."""

from altered_tui.engine.types import Status

from tests.cards_lyra_muna.helpers import Zone, act, options, pick, play, put, start


def _play_dancer(card_id):
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)
    cid = put(g, p, card_id)
    play(g, cid)
    return g, p, victim, cid


def test_alt_core_b_ly_14_c_target_character_gains_fleeting():
    g, p, victim, cid = _play_dancer("ALT_CORE_B_LY_14_C")
    pick(g, victim)
    assert g.cards[victim].has(Status.FLEETING)
    assert not g.cards[cid].has(Status.FLEETING)


def test_alt_core_b_ly_14_c_may_choose_no_target():
    g, p, victim, cid = _play_dancer("ALT_CORE_B_LY_14_C")
    assert "done" in options(g)
    act(g, "done")
    assert not g.cards[victim].has(Status.FLEETING)


def test_alt_core_b_ly_14_c_played_from_reserve_gives_no_fleeting():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)
    cid = put(g, p, "ALT_CORE_B_LY_14_C", Zone.RESERVE)
    play(g, cid, src="reserve")
    assert g.pending.kind == "turn"
    assert not g.cards[victim].has(Status.FLEETING)


def test_alt_core_b_ly_14_r2_target_character_gains_fleeting():
    g, p, victim, cid = _play_dancer("ALT_CORE_B_LY_14_R2")
    pick(g, victim)
    assert g.cards[victim].has(Status.FLEETING)
