"""Sap Duende: Fleeting; target two boosted Characters in play or in Reserve and exchange their
boosts, then draw a card (CR 7.3.9). The rares: any two Characters in play or in Reserve."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, boosted, can_pick, check_facts, pick, put, start


def _exchange(version: str, second_boosts: int):
    g, p = start()
    in_play = boosted(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO, boosts=3)
    in_reserve = put(g, p, AMELIA, Zone.RESERVE)
    if second_boosts:
        g.cards[in_reserve].counters["boost"] = second_boosts
    plain = put(g, p, AMELIA, Zone.EXPEDITION)
    spell = put(g, p, version)
    hand = len(g.players[p].hand)
    play(g, spell)
    return g, p, in_play, in_reserve, plain, spell, hand


def test_alt_bise_b_ly_61_c_exchanges_the_boosts_of_two_boosted_characters_and_draws():
    g, p, in_play, in_reserve, plain, spell, hand = _exchange("ALT_BISE_B_LY_61_C", 1)
    assert not can_pick(g, plain)  # not boosted
    pick(g, in_play)
    if g.pending is not None and g.pending.kind == "target":
        pick(g, in_reserve)
    assert (g.cards[in_play].boosts, g.cards[in_reserve].boosts) == (1, 3)
    assert len(g.players[p].hand) == hand  # played one, drew one
    assert spell in g.players[p].discard  # Fleeting
    check_facts("ALT_BISE_B_LY_61_C", 2, 2, None, "LY")


def _rare(version: str, faction: str) -> None:
    g, p, in_play, in_reserve, plain, spell, hand = _exchange(version, 0)
    pick(g, in_reserve)  # no boost: still a legal target
    pick(g, in_play)
    assert (g.cards[in_play].boosts, g.cards[in_reserve].boosts) == (0, 3)
    assert len(g.players[p].hand) == hand and spell in g.players[p].discard
    check_facts(version, 2, 2, None, faction)


def test_alt_bise_b_ly_61_r1_exchanges_the_boosts_of_any_two_characters():
    _rare("ALT_BISE_B_LY_61_R1", "LY")


def test_alt_bise_b_ly_61_r2_exchanges_the_boosts_of_any_two_characters():
    _rare("ALT_BISE_B_LY_61_R2", "MU")
