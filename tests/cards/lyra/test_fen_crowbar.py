"""Fen & Crowbar: a Morning of one card drawn and an Expand from the Deck top; Resupply at
Noon; abilities ignored during the first Day (CR 4.2.1.d-e, 7.3.14)."""


from altered_tui.engine.types import Phase, Status, Zone

from tests.abilities.support import act, options
from tests.cards.builders import new_game_with_hero, run_until, set_hero, start, until_pending
from tests.log_text import caused_by


FEN = "ALT_CORE_B_LY_03_C"


def _noon_resupplies(g, player):
    return [e for e in g.log if e.kind == "resupply" and e.player == player
            and caused_by(g, e, "reaction", "Fen & Crowbar")]


def test_alt_core_b_ly_03_c_morning_draws_one_card_and_expands_with_the_deck_top():
    g, p = start()
    set_hero(g, p, FEN)
    until_pending(g, "expand", p)
    assert g.day == 2
    draws = {e.player: e.data["count"] for e in g.log if e.kind == "draw" and e.cause == "draw"}
    assert draws == {p: 1, 1 - p: 2}
    assert options(g) == ["expand top", "expand none"]
    top, hand = g.players[p].deck[0], list(g.players[p].hand)
    act(g, "expand top")
    assert g.cards[top].zone is Zone.MANA and not g.cards[top].has(Status.EXHAUSTED)
    assert g.players[p].hand == hand  # no card from hand


def test_alt_core_b_ly_03_c_expand_from_the_deck_is_optional_and_hidden_from_the_opponent():
    g, p = start()
    set_hero(g, p, FEN)
    until_pending(g, "expand", p)
    act(g, "expand top")
    line = next(e for e in reversed(g.log) if e.kind == "expand" and e.player == p)
    assert line.private_to == p and line.hidden == ("card",)
    assert "card" in line.data and "card" not in line.data_for(1 - p)
    g2, q = start()
    set_hero(g2, q, FEN)
    until_pending(g2, "expand", q)
    top, mana = g2.players[q].deck[0], len(g2.players[q].mana)
    act(g2, "expand none")
    assert g2.cards[top].zone is not Zone.MANA and len(g2.players[q].mana) == mana


def test_alt_core_b_ly_03_c_resupplies_at_noon_but_not_during_the_first_day():
    g = new_game_with_hero(FEN)
    assert (g.day, g.phase) == (1, Phase.AFTERNOON)
    assert _noon_resupplies(g, 0) == [] and _noon_resupplies(g, 1) == []
    run_until(g, 2, Phase.AFTERNOON)
    for p in (0, 1):
        [event] = _noon_resupplies(g, p)
        cid = event.data["card"]
        assert g.cards[cid].zone is Zone.RESERVE and g.cards[cid].owner == p
