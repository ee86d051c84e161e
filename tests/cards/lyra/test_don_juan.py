"""Don Juan: if I would go to Reserve from the Expedition zone, I gain Fleeting and defect
instead (CR 6.2.b; README: Defect): at Rest I join the Expedition facing mine under its
player's control; Fleeting, the next Rest discards me to my owner's Discard pile (CR 2.4.6.d). R2: as R1."""

from altered_tui.engine.types import Phase, Side, Status, Zone

from tests.cards.builders import check_facts, pick, play_spell, put, run_until, start


def _rests(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    run_until(g, 2, Phase.MORNING)
    c = g.cards[me]
    assert c.zone is Zone.EXPEDITION and me in g.players[1 - p].expeditions[Side.HERO]
    assert (c.controller, c.owner) == (1 - p, p) and c.has(Status.FLEETING)
    run_until(g, 3, Phase.MORNING)
    assert me in g.players[p].discard  # Fleeting: discarded, to its owner's pile


def _sent_by_an_effect(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.EXPEDITION, Side.COMPANION)
    time_out = put(g, 1 - p, "ALT_DUSTER_B_YZ_95_C")  # send to Reserve, then exhaust
    from tests.cards.builders import end_turn_of_opponent
    end_turn_of_opponent(g, 1 - p)
    play_spell(g, time_out)
    if g.pending.kind == "target":
        pick(g, me, "target")
    assert me in g.players[1 - p].expeditions[Side.COMPANION] and g.cards[me].has(Status.FLEETING)


def test_alt_duster_b_ly_96_c_defects_fleeting_instead_of_going_to_reserve():
    _rests("ALT_DUSTER_B_LY_96_C")
    _sent_by_an_effect("ALT_DUSTER_B_LY_96_C")
    check_facts("ALT_DUSTER_B_LY_96_C", 3, 4, (0, 5, 5), "LY")


def test_alt_duster_b_ly_96_r1_defects_fleeting_instead_of_going_to_reserve():
    _rests("ALT_DUSTER_B_LY_96_R1")
    _sent_by_an_effect("ALT_DUSTER_B_LY_96_R1")
    check_facts("ALT_DUSTER_B_LY_96_R1", 2, 3, (0, 4, 4), "LY")


def test_alt_duster_b_ly_96_r2_defects_fleeting_instead_of_going_to_reserve():
    _rests("ALT_DUSTER_B_LY_96_R2")
    _sent_by_an_effect("ALT_DUSTER_B_LY_96_R2")
    check_facts("ALT_DUSTER_B_LY_96_R2", 2, 3, (0, 4, 4), "MU")
