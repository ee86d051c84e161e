"""Romantic Encounter: target opponent reveals the top four cards of their Deck; you may play a
Character from them for free (no {H}, CR 7.3.20) and it gains Fleeting, then the rest are
discarded. R1 and Yzmir R2: Fleeting; each player in turn, you first, with Base Cost {3} or
less."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    ACHILLES, AMELIA, HAVEN_WARRIOR, MAGICAL_TRAINING, SKALD, add_mana, card, play_spell, put, start,
)


def _on_top(g, player: int, card_ids: list[str]) -> list[int]:
    cids = [put(g, player, cid, Zone.DECK) for cid in card_ids]
    deck = g.players[player].deck
    for cid in reversed(cids):
        deck.remove(cid)
        deck.insert(0, cid)
    return cids


def _offered(g, cids: list[int]) -> set[int]:
    return {c for c in cids if any(f"#{c}@deck" in o for o in options(g))}


def test_alt_duster_b_ly_100_c_play_one_of_their_top_four_then_discard_the_rest():
    g, p = start()
    add_mana(g, p, 1)
    skald, training, amelia, warrior = _on_top(g, 1 - p, [SKALD, MAGICAL_TRAINING, AMELIA, HAVEN_WARRIOR])
    me = put(g, p, "ALT_DUSTER_B_LY_100_C")
    play_spell(g, me)
    assert _offered(g, [skald, training, amelia, warrior]) == {skald, amelia, warrior}  # Characters
    act(g, next(o for o in options(g) if f"#{skald}@deck" in o and "companion" in o))
    c = g.cards[skald]
    assert c.zone is Zone.EXPEDITION and (c.controller, c.owner) == (p, 1 - p) and c.has(Status.FLEETING)
    assert all(x in g.players[1 - p].discard for x in (training, amelia, warrior))
    assert card("ALT_DUSTER_B_LY_100_C").hand_cost == 4


def _each_player(version: str) -> None:
    g, p = start()
    add_mana(g, p, 4)
    mine = _on_top(g, p, [ACHILLES, SKALD, MAGICAL_TRAINING, AMELIA])
    theirs = _on_top(g, 1 - p, [HAVEN_WARRIOR, ACHILLES, SKALD, MAGICAL_TRAINING])
    me = put(g, p, version)
    play_spell(g, me)
    assert _offered(g, mine) == {mine[1], mine[3]}  # Base Cost 3 or less: not the Achilles (5)
    act(g, "no")
    assert all(x in g.players[p].discard for x in mine)
    assert _offered(g, theirs) == {theirs[0], theirs[2]}  # then the opponent's four
    act(g, next(o for o in options(g) if f"#{theirs[0]}@deck" in o and "hero" in o))
    assert g.cards[theirs[0]].controller == p and g.cards[theirs[0]].has(Status.FLEETING)
    assert all(x in g.players[1 - p].discard for x in theirs[1:])
    assert me in g.players[p].discard  # Fleeting


def test_alt_duster_b_ly_100_r1_each_player_you_first_base_cost_three_or_less():
    _each_player("ALT_DUSTER_B_LY_100_R1")


def test_alt_duster_b_ly_100_r2_each_player_you_first_base_cost_three_or_less():
    _each_player("ALT_DUSTER_B_LY_100_R2")
    assert card("ALT_DUSTER_B_LY_100_R2").faction.value == "YZ"
