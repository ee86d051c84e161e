"""Simurgh: Gigantic; {J} draw a card if you have fewer cards in Reserve than the opponent.
The Ordis rare, ready in Reserve, lowers every player's Reserve limit by one (a support
passive, CR 2.2.11.i-j, on CR 3.2.10.b)."""

from altered_tui.engine.characteristics import is_gigantic
from altered_tui.engine.night import limits
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play, refresh
from tests.cards.builders import AMELIA, add_mana, put, settle, start


def _draws_with_a_smaller_reserve(version: str) -> None:
    for mine, theirs, drawn in ((1, 2, 1), (2, 2, 0)):
        g, p = start()
        add_mana(g, p, 4)
        for _ in range(mine):
            put(g, p, AMELIA, Zone.RESERVE)
        for _ in range(theirs):
            put(g, 1 - p, AMELIA, Zone.RESERVE)
        simurgh = put(g, p, version)
        hand = len(g.players[p].hand) - 1
        play(g, simurgh)
        settle(g)
        assert is_gigantic(g, simurgh) and simurgh in g.players[p].expeditions[Side.HERO]
        assert len(g.players[p].hand) == hand + drawn


def test_alt_bise_b_or_58_c_gigantic_draws_with_fewer_cards_in_reserve():
    _draws_with_a_smaller_reserve("ALT_BISE_B_OR_58_C")


def test_alt_bise_b_or_58_r1_draws_and_lowers_every_reserve_limit_from_reserve():
    _draws_with_a_smaller_reserve("ALT_BISE_B_OR_58_R1")
    g, p = start()
    before = [limits(g, q)[0] for q in (0, 1)]
    simurgh = put(g, 1 - p, "ALT_BISE_B_OR_58_R1", Zone.RESERVE)
    assert [limits(g, q)[0] for q in (0, 1)] == [n - 1 for n in before]  # both players'
    g.cards[simurgh].status |= Status.EXHAUSTED  # CR 2.2.11.j: no support abilities
    refresh(g)
    assert [limits(g, q)[0] for q in (0, 1)] == before


def test_alt_bise_b_or_58_r2_gigantic_draws_with_fewer_cards_in_reserve():
    _draws_with_a_smaller_reserve("ALT_BISE_B_OR_58_R2")
