"""Lyra Cloth Dancer: {H} up to one target Character gains Fleeting."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import pick, put, start


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


def test_alt_core_b_ly_14_r_each_character_of_target_player_gains_fleeting():
    from altered_tui.engine.types import Side
    from tests.cards.builders import CHRONICLER, add_mana, check_facts, settle

    g, p = start()
    add_mana(g, p, 3)
    theirs = [put(g, 1 - p, CHRONICLER, Zone.EXPEDITION, side) for side in (Side.HERO, Side.COMPANION)]
    mine = put(g, p, CHRONICLER, Zone.EXPEDITION, Side.HERO)
    dancer = put(g, p, "ALT_CORE_B_LY_14_R")
    play(g, dancer)
    settle(g)
    act(g, "player theirs")
    assert all(g.cards[c].has(Status.FLEETING) for c in theirs)
    assert not g.cards[mine].has(Status.FLEETING) and not g.cards[dancer].has(Status.FLEETING)
    check_facts("ALT_CORE_B_LY_14_R", 3, 2, (0, 2, 2), "LY")
