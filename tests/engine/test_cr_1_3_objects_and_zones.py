"""Objects and zones: hidden and visible information (CR 1.2.3, 3), new zone new object
(CR 1.4.4), statuses (2.4.1), counters (2.5), tokens (2.1.e)."""

import json

from altered_tui.engine import apply_inplace, observation
from altered_tui.engine.types import Status, Zone
from altered_tui.engine.zones import move

from tests.engine.builders import (
    COMPANION, HERO, afternoon, character, define, events, game, pass_both, put, referenced_cids,
    run_until,
)


def test_3_2_3_opponent_hand_is_absent_from_observation():
    g = afternoon(1)
    for viewer in (0, 1):
        obs = observation(g, viewer)
        mine, theirs = obs["players"][viewer], obs["players"][1 - viewer]
        assert [c["cid"] for c in mine["hand"]] == g.players[viewer].hand
        assert theirs["hand"] is None
        assert theirs["hand_count"] == len(g.players[1 - viewer].hand)
        assert not set(g.players[1 - viewer].hand) & referenced_cids(obs)


def test_3_2_9_mana_orb_faces_are_shown_only_to_their_owner():
    g = afternoon(2)
    for viewer in (0, 1):
        obs = observation(g, viewer)
        for orb in obs["players"][viewer]["mana"]:
            assert orb["name"] == g.cdef(orb["cid"]).name
        for orb in obs["players"][1 - viewer]["mana"]:
            assert set(orb) <= {"cid", "exhausted"}


def test_3_2_9_orb_cid_does_not_reveal_the_card_across_games():
    # The opponent sees an orb's cid; if cid -> card were the same in every game (cids numbered
    # in deck-list order), the cid alone would reveal the face-down orb.
    faces = {tuple(game(seed).cards[c].card_id for c in range(2, 32)) for seed in range(6)}
    assert len(faces) > 1


def test_3_2_2_deck_order_and_rng_are_absent_from_observation():
    g = afternoon(3)
    for viewer in (0, 1):
        obs = observation(g, viewer)
        for p in obs["players"]:
            assert "deck" not in p and p["deck_count"] == len(g.players[p["index"]].deck)
        text = json.dumps(obs)
        assert "rng" not in text and str(g.rng.state) not in text and "seed" not in text
        for p in g.players:
            assert not set(p.deck) & referenced_cids(obs)


def test_1_4_4_every_zone_change_makes_a_new_object():
    g = afternoon(0)
    p = g.pending.player
    cid = character(g, p, None, (1, 1, 1), zone=Zone.HAND, name="Newt")
    oids = [g.cards[cid].oid]
    move(g, cid, Zone.RESERVE)
    oids.append(g.cards[cid].oid)
    move(g, cid, Zone.LIMBO, controller=p)
    oids.append(g.cards[cid].oid)
    move(g, cid, Zone.EXPEDITION, side=HERO, controller=p)
    oids.append(g.cards[cid].oid)
    move(g, cid, Zone.DISCARD)
    oids.append(g.cards[cid].oid)
    assert len(set(oids[1:])) == 4 and min(oids[2:]) > oids[1]


def test_1_4_4_playing_a_card_gives_it_a_new_object_id():
    g = afternoon(0)
    p = g.pending.player
    cid = character(g, p, None, (1, 1, 1), zone=Zone.RESERVE, name="Newt")
    before = g.cards[cid].oid
    apply_inplace(g, f"play Newt#{cid}@reserve -> hero")
    assert g.cards[cid].zone is Zone.EXPEDITION and g.cards[cid].oid > before


def test_2_4_1_d_an_object_enters_a_new_zone_without_its_statuses():
    g = afternoon(0)
    p = g.pending.player
    cid = character(g, p, HERO, (1, 1, 1), status=Status.EXHAUSTED | Status.ANCHORED)
    move(g, cid, Zone.RESERVE)
    assert g.cards[cid].status is Status.NONE


def test_2_5_1_b_each_boost_adds_one_to_each_statistic():
    g = afternoon(0)
    cid = character(g, 0, HERO, (1, 0, 2), boosts=2)
    view = next(c for c in observation(g, 1)["players"][0]["expeditions"]["hero"]
                if c["cid"] == cid)
    assert view["base_stats"] == [1, 0, 2] and view["stats"] == [3, 2, 4]
    assert view["counters"] == {"boost": 2}


def test_2_5_1_b_boosts_count_at_progress():
    g = afternoon(0)
    character(g, 0, HERO, (0, 0, 0), boosts=1)
    pass_both(g)
    assert g.players[0].positions[HERO] == 1
    assert g.progress_report["expeditions"][0]["stats"] == [1, 1, 1]


def test_2_5_j_counters_are_lost_when_leaving_the_expedition_at_rest():
    g = afternoon(0)
    cid = character(g, 0, COMPANION, (0, 0, 0), boosts=3)
    pass_both(g)
    assert g.cards[cid].zone is Zone.RESERVE and g.cards[cid].counters == {}


def test_2_5_j_counters_are_lost_leaving_the_landmark_zone():
    g = afternoon(0)
    lm = define(g, "Old Tower", type="permanent", zone_type="landmark")
    cid = put(g, lm, 0, Zone.LANDMARKS, boosts=1)
    move(g, cid, Zone.RESERVE)
    assert g.cards[cid].counters == {}


def test_7_4_6_seasoned_character_keeps_its_boosts_going_to_reserve():
    g = afternoon(0)
    cid = character(g, 0, COMPANION, (0, 0, 0), boosts=2, seasoned=True)
    pass_both(g)
    assert g.cards[cid].zone is Zone.RESERVE and g.cards[cid].boosts == 2


def test_2_5_k_boosts_survive_reserve_to_limbo_to_expedition():
    g = afternoon(0)
    p = g.pending.player
    cid = character(g, p, None, (1, 1, 1), zone=Zone.RESERVE, boosts=1, name="Boosted Newt")
    apply_inplace(g, f"play Boosted Newt#{cid}@reserve -> companion")
    assert g.cards[cid].zone is Zone.EXPEDITION and g.cards[cid].boosts == 1


def test_2_5_b_counters_are_lost_in_the_discard_pile():
    g = afternoon(0)
    cid = character(g, 0, HERO, (0, 0, 0), boosts=1, status=Status.FLEETING)
    pass_both(g)
    assert g.cards[cid].zone is Zone.DISCARD and g.cards[cid].counters == {}


def test_2_1_e_a_token_leaving_the_expedition_ceases_to_exist():
    g = afternoon(0)
    tok = define(g, "Recruit", stats=(1, 1, 1), token=True)
    cid = put(g, tok, 0, Zone.EXPEDITION, side=HERO, token=True)
    pass_both(g)
    c = g.cards[cid]
    assert c.zone is Zone.GONE and cid not in g.players[0].reserve
    assert any(e.rule == "2.1.e" for e in events(g, "rest"))


def test_2_1_e_a_token_moving_between_expeditions_still_exists():
    g = afternoon(0)
    tok = define(g, "Recruit", stats=(1, 1, 1), token=True)
    cid = put(g, tok, 0, Zone.EXPEDITION, side=HERO, token=True)
    move(g, cid, Zone.EXPEDITION, side=COMPANION, controller=0)
    assert g.cards[cid].zone is Zone.EXPEDITION and cid in g.players[0].expeditions[COMPANION]


def test_3_1_3_log_hides_private_events_from_the_opponent():
    g = run_until(game(4), lambda s: s.pending.kind == "turn")
    for viewer in (0, 1):
        events = [e for e in observation(g, viewer)["log"] if e["kind"] in ("draw", "mana")]
        theirs = [e for e in events if e["data"].get("who") == 1 - viewer]
        mine = [e for e in events if e["data"].get("who") == viewer]
        assert theirs and all(not e["names"] and not {"card", "cards"} & set(e["data"])
                              for e in theirs)
        assert mine and all(e["names"] for e in mine)  # the player's own cards are named


def test_2_1_d_a_reaction_whose_card_went_to_hand_names_no_hidden_card():
    """A card's Reaction to leaving play resolves after the card is back in its owner's
    Hand: the log tells it by name, and the other player's view holds no id of a card in
    that Hand."""
    from altered_tui.cards import abilities as ab
    from altered_tui.engine.steps.leave_play import send
    from altered_tui.i18n.events import event_text

    from tests.abilities.support import character, game_at_first_turn, give, reaction, refresh

    g = game_at_first_turn()
    p = g.pending.player
    draw = ab.Draw(kind="draw", count=1)
    homing = give(g, p, character(reaction("leaves_expedition", draw), name="Homing Moth"),
                  Zone.EXPEDITION, COMPANION)
    send(g, homing, Zone.HAND, cause="reactions", rule="7.3.5")
    assert g.cards[homing].zone is Zone.HAND
    before = len(g.log)
    refresh(g)  # the waiting Reaction resolves
    played = [e for e in g.log[before:] if e.kind == "reaction"]
    assert played, "the Reaction resolved"
    theirs = observation(g, 1 - p, log_from=before)
    assert homing not in referenced_cids(theirs)
    lines = [event_text(e) for e in theirs["log"] if e["kind"] == "reaction"]
    assert any("Homing Moth" in line for line in lines), lines


def test_2_1_d_a_reaction_does_not_follow_its_card_into_a_hand():
    """The old object is gone even when the card went to a hidden zone: a Character that
    was returned to its owner's Hand before its own "I gain 2 boosts" Reaction resolves
    gains nothing there."""
    from altered_tui.cards import abilities as ab
    from altered_tui.engine.steps.leave_play import send

    from tests.abilities.support import character, game_at_first_turn, give, reaction, refresh

    g = game_at_first_turn()
    p = g.pending.player
    boost = ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=2)
    climber = give(g, p, character(reaction("leaves_expedition", boost), name="Climber"),
                   Zone.EXPEDITION, COMPANION)
    send(g, climber, Zone.HAND, cause="reactions", rule="7.3.5")
    before = len(g.log)
    refresh(g)  # the waiting Reaction resolves
    assert [e for e in g.log[before:] if e.kind == "reaction"], "the Reaction resolved"
    assert g.cards[climber].zone is Zone.HAND
    assert not g.cards[climber].counters
    assert not [e for e in g.log[before:] if e.kind == "boost"]


def test_3_1_3_a_card_named_at_dusk_is_not_followed_into_a_deck():
    """The Dusk names the Defender that held an Expedition back; once that card is shuffled
    into a Deck, no view still points at it."""
    from altered_tui.engine.types import Phase

    g = afternoon(0)
    guard = put(g, define(g, "Gate Guard", stats=(1, 1, 1), defender=True), 1, Zone.EXPEDITION,
                side=HERO)
    put(g, define(g, "Runner", stats=(3, 3, 3)), 0, Zone.EXPEDITION, side=HERO)
    pass_both(g)
    run_until(g, lambda s: s.phase is Phase.NIGHT or s.day == 2)
    assert any(e.kind == "no_move" or e.data.get("blocked") for e in g.log if e.day == 1)
    move(g, guard, Zone.DECK)
    for viewer in (0, 1):
        assert guard not in referenced_cids(observation(g, viewer, log_from=len(g.log)))


def test_2_2_2_p_a_view_shows_a_region_s_terrains_now_beside_the_printed_ones():
    from altered_tui.cards import abilities as ab
    from tests.abilities.support import character, game_at_first_turn, give
    from altered_tui.engine.types import Side

    g = game_at_first_turn()
    p = g.pending.player
    hero_region = observation(g, p)["regions"][0]
    assert hero_region["terrains"] == ["forest", "mountain", "water"] and "now" not in hero_region
    give(g, p, character(ab.PassiveAbility(kind="passive", effect=ab.RegionsAre(
        kind="regions_are", terrain="water"))), Zone.EXPEDITION, Side.HERO)
    for viewer in (0, 1):
        shown = observation(g, viewer)["regions"]
        assert shown[0]["terrains"] == ["forest", "mountain", "water"]  # as printed
        assert shown[0]["now"] == ["water"]
        assert all("now" not in r for r in shown if not r["face_up"])  # face down: unknown
