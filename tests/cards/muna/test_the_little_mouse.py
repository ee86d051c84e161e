"""The Little Mouse: Sabotage; if a card was discarded this way, its owner does Exhausted
Resupply. The common does it {H}, the rares {J}."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, add_mana, put, settle, start, target


def _mouse(version: str, src: str, whose: int | None):
    """Play the Mouse from `src`; Sabotage the card in player `whose`'s Reserve (0: mine,
    1: the opponent's), or none. (game, player, discarded card, each player's top card)."""
    g, p = start()
    if src == "reserve":
        add_mana(g, p, 1)
    cards = [put(g, p, AMELIA, Zone.RESERVE), put(g, 1 - p, AMELIA, Zone.RESERVE)]
    tops = [g.players[p].deck[0], g.players[1 - p].deck[0]]
    play(g, put(g, p, version, Zone.RESERVE if src == "reserve" else Zone.HAND), src=src)
    settle(g)
    assert g.pending.kind == "target"
    if whose is None:
        act(g, "done")
        return g, p, None, tops
    target(g, cards[whose])
    return g, p, cards[whose], tops


def _check(version: str, src: str) -> None:
    g, p, theirs, tops = _mouse(version, src, 1)
    assert theirs in g.players[1 - p].discard
    assert tops[1] in g.players[1 - p].reserve and g.cards[tops[1]].has(Status.EXHAUSTED)
    assert tops[0] not in g.players[p].reserve
    g, p, mine, tops = _mouse(version, src, 0)  # its owner: me
    assert mine in g.players[p].discard
    assert tops[0] in g.players[p].reserve and g.cards[tops[0]].has(Status.EXHAUSTED)
    g, p, none, tops = _mouse(version, src, None)  # nothing discarded: no Resupply
    assert tops[0] not in g.players[p].reserve and tops[1] not in g.players[1 - p].reserve


def test_alt_bise_b_mu_53_c_sabotage_then_its_owner_does_exhausted_resupply():
    _check("ALT_BISE_B_MU_53_C", "hand")


def test_alt_bise_b_mu_53_r1_joins_sabotage_then_its_owner_does_exhausted_resupply():
    _check("ALT_BISE_B_MU_53_R1", "reserve")


def test_alt_bise_b_mu_53_r2_joins_sabotage_then_its_owner_does_exhausted_resupply():
    _check("ALT_BISE_B_MU_53_R2", "reserve")
