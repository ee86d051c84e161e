"""Feats (Roots of Corruption; not in CR 3.0, README rulings: Feats): a Feat is a Landmark
Permanent that 'complete me' makes Completed, a status (CR 2.4) it keeps while it stays in
play; its `completed` abilities work only while it is Completed; it loses the status when it
leaves play, as every object does (CR 2.4.1.d)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType
from altered_tui.engine.objects import passives
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import act, character, give, options, reaction, refresh
from tests.cards.builders import send_to_reserve, settle, start

RUST = "ALT_EOLE_B_BR_123_C"


def _feat(*abilities) -> CardDef:
    return CardDef(id="TEST_FEAT", name="Test Feat", type=CardType.PERMANENT, zone_type="landmark",
                   subtypes=("Feat", "Landmark"), hand_cost=1, reserve_cost=1,
                   abilities=tuple(abilities))


def _completed_passive() -> ab.PassiveAbility:
    return ab.PassiveAbility(kind="passive", completed=True,
                             effect=ab.ReserveLimit(kind="reserve_limit", increase=1))


def test_step_complete_me_gives_the_completed_status_to_the_feat_in_play():
    g, p = start()
    feat = give(g, p, _feat(reaction("you_pass", ab.CompleteMe(kind="complete_me"))), Zone.LANDMARKS)
    assert not g.cards[feat].has(Status.COMPLETED)
    act(g, "pass")
    settle(g)
    assert g.cards[feat].has(Status.COMPLETED)


def test_feat_completed_abilities_work_only_while_it_is_completed():
    g, p = start()
    feat = give(g, p, _feat(_completed_passive()), Zone.LANDMARKS)
    assert passives(g, "reserve_limit", p) == []
    g.cards[feat].status |= Status.COMPLETED
    assert [cid for cid, _e in passives(g, "reserve_limit", p)] == [feat]


def test_feat_completed_quick_action_is_offered_only_once_completed():
    g, p = start()
    quick = ab.QuickAction(kind="quick", completed=True, cost=ab.Cost(exhaust_me=True),
                           effect=[ab.Draw(kind="draw")])
    feat = give(g, p, _feat(quick), Zone.LANDMARKS)
    assert not any(o.startswith("use") and f"#{feat}" in o for o in options(g))
    g.cards[feat].status |= Status.COMPLETED
    refresh(g)
    assert any(o.startswith("use") and f"#{feat}" in o for o in options(g))


def test_2_4_1_d_a_completed_feat_that_leaves_play_is_no_longer_completed():
    g, p = start()
    feat = give(g, p, _feat(_completed_passive()), Zone.LANDMARKS)
    g.cards[feat].status |= Status.COMPLETED
    send_to_reserve(g, feat)
    assert not g.cards[feat].has(Status.COMPLETED)
    move(g, feat, Zone.LANDMARKS)
    assert not g.cards[feat].has(Status.COMPLETED)
    assert passives(g, "reserve_limit", p) == []


def test_rust_counts_completed_feats_in_your_landmarks_as_it_joins():
    g, p = start()
    done = give(g, p, _feat(), Zone.LANDMARKS)
    g.cards[done].status |= Status.COMPLETED
    give(g, p, _feat(), Zone.LANDMARKS)  # not completed: not counted
    theirs = give(g, 1 - p, _feat(), Zone.LANDMARKS)
    g.cards[theirs].status |= Status.COMPLETED  # an opponent's: not in your Landmarks
    rust = give(g, p, character(reaction("played_from_hand", ab.CreateToken(
        kind="create_token", token="Rust", where="hero_expedition"))))
    act(g, f"play {g.cdef(rust).name}#{rust}@hand -> hero")
    settle(g)
    tokens = [c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].card_id == RUST]
    assert len(tokens) == 1 and g.cards[tokens[0]].counters.get("boost", 0) == 1


def test_passive_landmark_limit_4_2_5_c_sets_your_landmark_limit_at_clean_up():
    from altered_tui.engine.night import limits

    g, p = start()
    hero_limit = limits(g, p)[1]
    give(g, p, _feat(ab.PassiveAbility(kind="passive", effect=ab.LandmarkLimit(
        kind="landmark_limit", limit=hero_limit + 2))), Zone.LANDMARKS)
    assert limits(g, p)[1] == hero_limit + 2
    assert limits(g, 1 - p)[1] == hero_limit  # the controller's only
