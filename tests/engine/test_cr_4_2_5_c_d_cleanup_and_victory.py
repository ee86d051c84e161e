"""Night: Clean-up (CR 4.2.5.c) and Check Victory (CR 4.2.5.d)."""

import pytest

from altered_tui.cards.models import CardType, ZoneType
from altered_tui.engine import ActionError, apply_inplace, legal_actions
from altered_tui.engine.types import Phase, Zone

from tests.engine.builders import (
    COMPANION, HERO, afternoon, character, define, events, pass_both, put, set_positions,
)


def reserve_cards(g, player, n):
    return [character(g, player, None, (0, 0, 0), zone=Zone.RESERVE, name=f"R{player}{i}")
            for i in range(n)]


def landmarks(g, player, n):
    d = define(g, "Tower", type=CardType.PERMANENT, zone_type=ZoneType.LANDMARK)
    return [put(g, d, player, Zone.LANDMARKS) for _ in range(n)]


def test_4_2_5_c_within_the_limits_nothing_is_asked_or_discarded():
    g = afternoon(0)
    kept = reserve_cards(g, 0, 2) + landmarks(g, 0, 2)
    pass_both(g)
    assert g.pending.kind == "expand" and not events(g, "discard")
    assert all(g.cards[c].zone in (Zone.RESERVE, Zone.LANDMARKS) for c in kept)


def test_4_2_5_c_excess_reserve_is_discarded_after_the_owner_chooses():
    g = afternoon(0)
    cards = reserve_cards(g, 1, 4)
    pass_both(g)
    assert g.pending.kind == "cleanup" and g.pending.player == 1
    assert sorted(a.card for a in legal_actions(g)) == cards
    apply_inplace(g, f"keep R12#{cards[2]}")
    assert sorted(a.card for a in legal_actions(g)) == [cards[0], cards[1], cards[3]]
    with pytest.raises(ActionError):
        apply_inplace(g, f"keep R12#{cards[2]}")
    apply_inplace(g, f"keep R10#{cards[0]}")
    assert g.players[1].reserve == [cards[0], cards[2]]
    assert [g.cards[c].zone for c in (cards[1], cards[3])] == [Zone.DISCARD] * 2
    assert {e.rule for e in events(g, "discard")} == {"4.2.5.c"}


def test_4_2_5_c_excess_landmarks_are_sacrificed_to_the_discard_pile():
    g = afternoon(0)
    towers = landmarks(g, 0, 3)
    pass_both(g)
    assert g.pending.kind == "cleanup" and g.pending.player == 0
    apply_inplace(g, f"keep Tower#{towers[1]}")
    apply_inplace(g, f"keep Tower#{towers[2]}")
    assert g.players[0].landmarks == towers[1:]
    assert g.cards[towers[0]].zone is Zone.DISCARD and towers[0] in g.players[0].discard
    assert events(g, "sacrifice")[-1].rule == "4.2.5.c"


def test_4_2_5_c_the_first_player_chooses_first_and_discards_are_simultaneous():
    g = afternoon(0)
    first = g.first_player
    mine, theirs = reserve_cards(g, first, 3), reserve_cards(g, 1 - first, 3)
    pass_both(g)
    assert g.pending.player == first
    apply_inplace(g, legal_actions(g)[0])
    apply_inplace(g, legal_actions(g)[0])
    assert g.pending.player == 1 - first
    assert not events(g, "discard")  # nothing leaves before everyone has chosen
    apply_inplace(g, legal_actions(g)[0])
    apply_inplace(g, legal_actions(g)[0])
    assert len(events(g, "discard")) == 2
    assert g.cards[mine[2]].zone is Zone.DISCARD and g.cards[theirs[2]].zone is Zone.DISCARD


def test_4_2_5_c_the_limits_are_the_heros():
    g = afternoon(0)
    hero = g.players[0].hero
    g.cards[hero].card_id = define(g, "Hoarder", type=CardType.HERO, limits=(3, 0))
    reserve_cards(g, 0, 3)
    towers = landmarks(g, 0, 1)
    pass_both(g)
    assert g.pending.kind == "expand"  # no choice: Reserve within 3, 0 Landmarks to keep
    assert len(g.players[0].reserve) == 3 and g.cards[towers[0]].zone is Zone.DISCARD


def check(g, sums):
    """Place counters so the players' distance sums are `sums`, then run to Check Victory."""
    for player, total in enumerate(sums):
        hero = min(total, 7)
        set_positions(g, player, hero, 7 - (total - hero))
    pass_both(g)


@pytest.mark.parametrize("sums", [(6, 6), (0, 6), (6, 0), (3, 5)])
def test_4_2_5_d_six_or_less_nothing_happens(sums):
    g = afternoon(0)
    check(g, sums)
    assert g.winner is None and not g.tiebreak and g.day == 2
    assert events(g, "check_victory")[-1].data["sums"] == list(sums)


@pytest.mark.parametrize("sums, winner, how", [
    ((7, 6), 0, "met"), ((2, 7), 1, "met"), ((8, 7), 0, "crossed"), ((9, 12), 1, "crossed"),
    ((14, 0), 0, "crossed"),
])
def test_4_2_5_d_seven_or_more_and_strictly_greater_wins(sums, winner, how):
    g = afternoon(0)
    check(g, sums)
    assert g.winner == winner and g.phase is Phase.OVER and legal_actions(g) == []
    assert g.win_reason["via"] == how and events(g, "victory")[-1].rule == "4.2.5.d"


@pytest.mark.parametrize("sums", [(7, 7), (9, 9)])
def test_4_2_5_d_a_tie_at_the_top_starts_tiebreakers(sums):
    g = afternoon(0)
    check(g, sums)
    assert g.winner is None and g.tiebreak
    assert events(g, "tiebreak")[-1].rule == "4.3.a"


def test_4_2_5_d_both_players_crossing_the_same_night_the_greater_sum_wins():
    g = afternoon(0)
    set_positions(g, 0, 5, 4)  # distance 5 + 3 = 8
    set_positions(g, 1, 4, 4)  # distance 4 + 3 = 7
    character(g, 0, HERO, (1, 1, 1))
    character(g, 1, COMPANION, (1, 1, 1))
    for r in g.regions:
        r.face_up = True
    pass_both(g)
    assert g.players[0].positions[HERO] == 6 and g.players[1].positions[COMPANION] == 3
    assert g.winner == 0 and (g.win_reason["mine"], g.win_reason["theirs"]) == (9, 8)
