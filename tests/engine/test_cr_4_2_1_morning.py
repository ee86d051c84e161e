"""Morning (CR 4.2.1): Succeed, Prepare, Draw, Expand."""

from altered_tui.cards.models import CardType, ZoneType
from altered_tui.engine import apply_inplace, legal_actions, observation
from altered_tui.engine.types import Phase, Status, Zone

from tests.engine.builders import (
    COMPANION, HERO, afternoon, character, define, events, pass_both, put, run_until,
)
from tests.log_text import lines


def to_expand(g):
    return run_until(pass_both(g), lambda s: s.pending.kind == "expand")


def test_4_2_1_b_succeed_switches_the_first_player_every_morning():
    g = afternoon(0)
    firsts = [g.first_player]
    for _ in range(3):
        to_expand(g)
        firsts.append(g.first_player)
        run_until(g, lambda s: s.pending.kind == "turn")
        assert g.pending.player == g.first_player  # CR 4.2.3.c
    assert firsts == [firsts[0], 1 - firsts[0], firsts[0], 1 - firsts[0]]
    assert events(g, "succeed")[0].rule == "4.2.1.b"


def test_4_2_1_c_prepare_readies_orbs_reserve_hero_landmarks_and_expedition_objects():
    g = afternoon(0)
    ex = Status.EXHAUSTED
    gear = define(g, "Banner", type=CardType.PERMANENT, zone_type=ZoneType.EXPEDITION)
    tower = define(g, "Tower", type=CardType.PERMANENT, zone_type=ZoneType.LANDMARK)
    objs = [
        put(g, gear, 0, Zone.EXPEDITION, side=HERO, status=ex),
        put(g, tower, 1, Zone.LANDMARKS, status=ex),
        character(g, 1, None, (1, 1, 1), zone=Zone.RESERVE, status=ex),
        character(g, 0, COMPANION, (0, 0, 0), status=ex | Status.ANCHORED),
    ]
    for p in g.players:
        objs += [p.hero, *p.mana]
    for cid in objs:
        g.cards[cid].status |= ex
    to_expand(g)
    assert g.day == 2 and g.phase is Phase.MORNING
    assert [g.cards[c].zone for c in objs[:4]] == [Zone.EXPEDITION, Zone.LANDMARKS,
                                                   Zone.RESERVE, Zone.EXPEDITION]
    assert [c for c in objs if g.cards[c].has(ex)] == []
    assert events(g, "prepare")[-1].rule == "4.2.1.c"


def test_4_2_1_c_prepare_with_nothing_exhausted_says_so_in_words():
    g = afternoon(0)
    for p in g.players:  # nothing exhausted: no Mana spent, the Hero ready
        for cid in [p.hero, *p.mana, *p.reserve, *p.landmarks]:
            g.cards[cid].status &= ~Status.EXHAUSTED
    to_expand(g)
    said = lines(g, "prepare")
    assert said[-1] == "Prepare: nothing is exhausted, so nothing is readied"
    assert lines(g, "prepare", lang="fr")[-1] != said[-1]  # and in French


def test_4_2_1_d_each_player_draws_two_cards():
    g = afternoon(0)
    hands = [len(p.hand) for p in g.players]
    decks = [len(p.deck) for p in g.players]
    to_expand(g)
    assert [len(p.hand) for p in g.players] == [h + 2 for h in hands]
    assert [len(p.deck) for p in g.players] == [d - 2 for d in decks]
    draws = [e for e in events(g, "draw") if e.rule == "4.2.1.d"]
    assert [e.player for e in draws] == [g.first_player, 1 - g.first_player]


def test_4_2_1_e_expand_is_offered_in_initiative_order_and_is_optional():
    g = to_expand(afternoon(0))
    first = g.first_player
    assert g.pending.player == first
    options = legal_actions(g)
    assert {a.card for a in options if a.card} == set(g.players[first].hand)
    assert "expand none" in [a.text for a in options]
    hand, mana = list(g.players[first].hand), list(g.players[first].mana)
    apply_inplace(g, "expand none")
    assert g.players[first].hand == hand and g.players[first].mana == mana
    assert g.pending.kind == "expand" and g.pending.player == 1 - first


def test_4_2_1_e_expanded_card_is_a_ready_face_down_orb():
    g = to_expand(afternoon(0))
    first = g.first_player
    action = next(a for a in legal_actions(g) if a.card is not None)
    apply_inplace(g, action)
    c = g.cards[action.card]
    assert c.zone is Zone.MANA and c.status is Status.NONE
    assert action.card in g.players[first].mana and action.card not in g.players[first].hand
    index = g.players[first].mana.index(action.card)
    orb = observation(g, 1 - first)["players"][first]["mana"][index]
    assert "name" not in orb and "cid" not in orb  # neither face nor identity shown
    public = events(g, "expand")[-1].data_for(1 - first)
    assert public["who"] == first and public["via"] == "hand"
    assert action.card not in public.values()


def test_4_2_1_e_after_expand_the_afternoon_starts_with_the_new_first_player():
    g = to_expand(afternoon(0))
    run_until(g, lambda s: s.pending.kind == "turn")
    assert [(e.data["day"], e.data["phase"]) for e in events(g, "phase")][-3:] == [
        (2, "morning"), (2, "noon"), (2, "afternoon")]
    assert g.pending.player == g.first_player
