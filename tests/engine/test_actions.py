"""Actions: text forms, rejection of unlisted actions, and `apply` purity."""

import pytest

from altered_tui.engine import (
    Action, ActionError, apply, apply_inplace, legal_actions, parse, state_hash,
)
from altered_tui.engine.types import Zone

from tests.engine.builders import afternoon, character, game, pass_both, run_until, set_positions


def test_action_text_forms_parse_back_to_the_same_action():
    for action in (Action("pass"), Action("play", 14, "Kappa", "hand", "hero"),
                   Action("play", 9, "Kelon Burst", "reserve"), Action("mana", 3, "Kappa"),
                   Action("expand", arg="none"), Action("keep", 2, "Lyra Skald"),
                   Action("play", 14, "Kappa", "hand", "hero", "scout")):
        assert parse(action.text) == action


@pytest.mark.parametrize("text", ["", "Pass", "play Kappa#x@hand", "play #@", "mana Kappa#"])
def test_malformed_text_is_an_action_error(text):
    with pytest.raises(ActionError):
        apply_inplace(game(0), text)


def test_every_legal_action_of_a_game_round_trips_through_its_text():
    g = game(0)
    seen = 0
    while not g.over and g.day <= 6:
        for a in legal_actions(g):
            assert parse(a.text) == a
            seen += 1
        apply_inplace(g, legal_actions(g)[-1].text)
    assert seen > 50


def test_an_unlisted_action_is_rejected_and_the_state_is_unchanged():
    g = afternoon(0)
    p = g.pending.player
    cid = character(g, p, None, (1, 1, 1), zone=Zone.HAND, name="Real")
    before = state_hash(g)
    for bad in (f"play Real#{cid + 1000}@hand -> hero", f"play Real#{cid}@reserve -> hero",
                f"play Fake#{cid}@hand -> hero", f"play Real#{cid}@hand -> nowhere",
                "expand none", f"keep Real#{cid}"):
        with pytest.raises(ActionError):
            apply(g, bad)
        with pytest.raises(ActionError):
            apply_inplace(g, bad)
    assert state_hash(g) == before


def test_a_card_reference_without_a_name_is_accepted_only_if_otherwise_exact():
    g = afternoon(0)
    p = g.pending.player
    cid = character(g, p, None, (1, 1, 1), zone=Zone.HAND, name="Real")
    after = apply(g, Action("play", cid, "", "hand", "hero"))
    assert after.cards[cid].zone is Zone.EXPEDITION


def test_apply_leaves_the_input_state_unchanged():
    g = run_until(game(3), lambda s: s.day == 2 and s.pending.kind == "turn")
    before = state_hash(g)
    for a in legal_actions(g):
        after = apply(g, a)
        assert state_hash(after) != before
        assert state_hash(g) == before


def test_no_action_is_legal_once_the_game_is_over():
    g = afternoon(0)
    set_positions(g, 0, 7, 0)
    pass_both(g)
    assert g.over and legal_actions(g) == []
    with pytest.raises(ActionError):
        apply(g, "pass")
