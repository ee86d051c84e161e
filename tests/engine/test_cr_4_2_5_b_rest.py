"""Night: Rest (CR 4.2.5.b) with Fleeting (2.4.6.d), Anchored (2.4.2), Asleep (2.4.3),
Eternal (7.4.3) and Gears."""

from altered_tui.cards.models import CardType, ZoneType
from altered_tui.engine import apply_inplace
from altered_tui.engine.types import Status, Zone

from tests.engine.builders import (
    COMPANION, HERO, POOL, afternoon, character, define, events, pass_both, put,
)

A, S = Status.ANCHORED, Status.ASLEEP


def zone_and_status(g, cid):
    return g.cards[cid].zone, g.cards[cid].status


def test_4_2_5_b_characters_in_expeditions_go_to_reserve():
    g = afternoon(0)
    cids = [character(g, 0, HERO, (0, 0, 0)), character(g, 1, COMPANION, (0, 0, 0))]
    pass_both(g)
    assert [zone_and_status(g, c) for c in cids] == [(Zone.RESERVE, Status.NONE)] * 2
    assert cids[0] in g.players[0].reserve and cids[1] in g.players[1].reserve
    assert g.players[0].expeditions[HERO] == []


def test_2_4_6_d_a_fleeting_character_is_discarded_at_rest():
    g = afternoon(0)
    cid = character(g, 0, HERO, (0, 0, 0), status=Status.FLEETING)
    pass_both(g)
    assert g.cards[cid].zone is Zone.DISCARD and cid in g.players[0].discard
    assert events(g, "rest")[-1].rule == "2.4.6.d"


def test_2_4_6_d_a_character_played_from_reserve_is_discarded_at_rest():
    g = afternoon(0)
    p = g.pending.player
    cid = character(g, p, None, (0, 0, 0), zone=Zone.RESERVE, name="Returner")
    apply_inplace(g, f"play Returner#{cid}@reserve -> hero")
    pass_both(g)
    assert g.cards[cid].zone is Zone.DISCARD


def test_2_4_2_an_anchored_character_stays_and_loses_anchored():
    g = afternoon(0)
    cid = character(g, 0, HERO, (0, 0, 0), status=A | Status.FLEETING)
    pass_both(g)
    assert zone_and_status(g, cid) == (Zone.EXPEDITION, Status.FLEETING)
    assert events(g, "rest_stay")[-1].rule == "2.4.2"


def test_2_4_3_an_asleep_character_stays_and_loses_asleep():
    g = afternoon(0)
    cid = character(g, 1, COMPANION, (0, 0, 0), status=S)
    pass_both(g)
    assert zone_and_status(g, cid) == (Zone.EXPEDITION, Status.NONE)
    assert events(g, "rest_stay")[-1].rule == "2.4.3"


def test_2_4_3_an_anchored_and_asleep_character_loses_both():
    g = afternoon(0)
    cid = character(g, 0, HERO, (0, 0, 0), status=A | S | Status.FLEETING)
    pass_both(g)
    assert zone_and_status(g, cid) == (Zone.EXPEDITION, Status.FLEETING)


def test_7_4_3_b_an_eternal_character_stays_in_its_expedition():
    g = afternoon(0)
    cid = character(g, 0, HERO, (0, 0, 0), eternal=True)
    pass_both(g)
    assert g.cards[cid].zone is Zone.EXPEDITION and cid in g.players[0].expeditions[HERO]
    assert events(g, "rest_stay")[-1].rule == "7.4.3.b"


def gear(g, owner, side, status=Status.NONE):
    d = define(g, "Boots", type=CardType.PERMANENT, zone_type=ZoneType.EXPEDITION,
               subtypes=("Gear",))
    return put(g, d, owner, Zone.EXPEDITION, side=side, status=status)


def test_4_2_5_b_a_gear_goes_to_reserve_only_if_its_expedition_moved_forward():
    g = afternoon(0)
    moving, staying = gear(g, 0, HERO), gear(g, 0, COMPANION)
    character(g, 0, HERO, (1, 1, 1), eternal=True)
    pass_both(g)
    assert g.players[0].positions == {HERO: 1, COMPANION: 7}
    assert g.cards[moving].zone is Zone.RESERVE
    assert g.cards[staying].zone is Zone.EXPEDITION


def test_4_2_5_b_a_fleeting_gear_of_a_moving_expedition_is_discarded():
    g = afternoon(0)
    cid = gear(g, 1, COMPANION, status=Status.FLEETING)
    character(g, 1, COMPANION, (1, 1, 1))
    pass_both(g)
    assert g.players[1].positions[COMPANION] == 6 and g.cards[cid].zone is Zone.DISCARD


def test_4_2_5_b_other_expedition_permanents_stay_even_if_their_expedition_moved():
    g = afternoon(0)
    banner = define(g, "Banner", type=CardType.PERMANENT, zone_type=ZoneType.EXPEDITION)
    cid = put(g, banner, 0, Zone.EXPEDITION, side=HERO)
    character(g, 0, HERO, (1, 1, 1))
    pass_both(g)
    assert g.players[0].positions[HERO] == 1 and g.cards[cid].zone is Zone.EXPEDITION


def test_2_4_2_an_anchored_permanent_that_stays_loses_anchored_at_rest():
    g = afternoon(0)
    banner = define(g, "Banner", type=CardType.PERMANENT, zone_type=ZoneType.EXPEDITION)
    cid = put(g, banner, 0, Zone.EXPEDITION, side=HERO, status=A | S)
    pass_both(g)
    assert zone_and_status(g, cid) == (Zone.EXPEDITION, Status.NONE)


STEW = "ALT_BISE_B_BR_62_C"  # The Stew: Characters in my Expedition are Seasoned


def test_4_2_5_b_6_1_f_rest_sends_all_at_once_so_a_leaving_gears_seasoned_still_applies():
    # The Stew (a Gear) gives Seasoned to the Characters of its Expedition; that Expedition
    # moved forward, so the Stew goes to Reserve too, in the same step as the Character
    # (CR 6.1.e-f): the Character still has Seasoned as it moves and keeps its boosts.
    g = afternoon(0)
    g.defs[STEW] = POOL[STEW]
    stew = put(g, STEW, 0, Zone.EXPEDITION, side=HERO)
    cid = character(g, 0, HERO, (1, 1, 1), boosts=2)
    assert g.players[0].expeditions[HERO] == [stew, cid]  # the Stew is listed first
    pass_both(g)
    assert g.players[0].positions[HERO] == 1
    assert g.cards[stew].zone is Zone.RESERVE
    assert g.cards[cid].zone is Zone.RESERVE and g.cards[cid].boosts == 2
