"""The Mess, a Landmark: when a Character leaves your Expeditions, I gain 1 Food counter (the
rares: a non-token Character). {T}, spend 3 Food counters: Resupply (rares: spend 4, draw a
card)."""

from altered_tui.engine.types import Status, Zone

from tests.cards.builders import (
    AMELIA, CADETS, put, send_to_reserve, settle, start, tokens_named, use_first,
)
from tests.abilities.support import options, play, refresh


def _food(g, mess) -> int:
    return g.cards[mess].counters.get("food", 0)


def _leaves(g, cid) -> None:
    """An effect sends the Character to Reserve; the Reactions it triggered are played."""
    send_to_reserve(g, cid)
    refresh(g)
    settle(g)


def _feeds_on_leaving(version: str, tokens_count: bool) -> None:
    g, p = start()
    mess = put(g, p, version, Zone.LANDMARKS)
    mine = put(g, p, AMELIA, Zone.EXPEDITION)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    _leaves(g, mine)
    assert _food(g, mess) == 1
    _leaves(g, theirs)  # not one of your Expeditions
    assert _food(g, mess) == 1
    cadets = put(g, p, CADETS)  # {J}: an Ordis Recruit token in my Expedition
    play(g, cadets)
    settle(g)
    [recruit] = tokens_named(g, p, "Ordis Recruit")
    _leaves(g, recruit)  # a token leaves and ceases to exist
    assert _food(g, mess) == (2 if tokens_count else 1)


def can_use(g, cid) -> bool:
    return any(o.startswith(f"use The Mess#{cid} ") for o in options(g))


def _spends(version: str, food: int) -> tuple:
    g, p = start()
    mess = put(g, p, version, Zone.LANDMARKS)
    g.cards[mess].counters["food"] = food - 1
    refresh(g)
    assert not can_use(g, mess)  # not enough Food
    g.cards[mess].counters["food"] = food + 1
    hand, reserve, top = len(g.players[p].hand), len(g.players[p].reserve), g.players[p].deck[0]
    refresh(g)
    use_first(g, mess)
    assert _food(g, mess) == 1 and g.cards[mess].has(Status.EXHAUSTED)
    return g, p, hand, reserve, top


def test_alt_bise_b_br_63_c_gains_food_and_resupplies_for_three():
    _feeds_on_leaving("ALT_BISE_B_BR_63_C", tokens_count=True)
    g, p, hand, reserve, top = _spends("ALT_BISE_B_BR_63_C", 3)
    assert top in g.players[p].reserve and len(g.players[p].reserve) == reserve + 1


def _draws_for_four(version: str) -> None:
    _feeds_on_leaving(version, tokens_count=False)
    g, p, hand, reserve, top = _spends(version, 4)
    assert top in g.players[p].hand and len(g.players[p].hand) == hand + 1


def test_alt_bise_b_br_63_r1_gains_food_for_non_tokens_and_draws_for_four():
    _draws_for_four("ALT_BISE_B_BR_63_R1")


def test_alt_bise_b_br_63_r2_gains_food_for_non_tokens_and_draws_for_four():
    _draws_for_four("ALT_BISE_B_BR_63_R2")
