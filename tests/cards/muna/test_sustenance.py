"""Sustenance (Fleeting): draw a card, then each player puts the top card of their Deck in
their Mana zone as an exhausted orb (R1: each player draws, only you put a card in Mana)."""

from altered_tui.engine.types import Status, Zone

from tests.cards.builders import add_mana, play_spell, put, start


def _sustain(version: str) -> tuple[list[int], list[int], list[int]]:
    """Play it from hand: per player, the cards gained in hand, in Mana, and exhausted in Mana;
    it is discarded after resolving (Fleeting)."""
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, version)
    before = [(len(g.players[q].hand), len(g.players[q].mana)) for q in (p, 1 - p)]
    tired = [sum(1 for c in g.players[q].mana if g.cards[c].has(Status.EXHAUSTED)) for q in (p, 1 - p)]
    play_spell(g, cid)
    assert g.cards[cid].zone is Zone.DISCARD
    cost = g.cdef(cid).hand_cost
    hand = [len(g.players[q].hand) - before[i][0] for i, q in enumerate((p, 1 - p))]
    hand[0] += 1  # the Spell itself left the hand
    mana = [len(g.players[q].mana) - before[i][1] for i, q in enumerate((p, 1 - p))]
    exhausted = [sum(1 for c in g.players[q].mana if g.cards[c].has(Status.EXHAUSTED)) - tired[i]
                 for i, q in enumerate((p, 1 - p))]
    exhausted[0] -= cost  # the orbs paid for it
    return hand, mana, exhausted


def test_alt_bise_b_mu_61_c_draws_and_each_player_gains_an_exhausted_orb():
    assert _sustain("ALT_BISE_B_MU_61_C") == ([1, 0], [1, 1], [1, 1])


def test_alt_bise_b_mu_61_r1_each_player_draws_and_i_gain_an_exhausted_orb():
    assert _sustain("ALT_BISE_B_MU_61_R1") == ([1, 1], [1, 0], [1, 0])


def test_alt_bise_b_mu_61_r2_draws_and_each_player_gains_an_exhausted_orb():
    assert _sustain("ALT_BISE_B_MU_61_R2") == ([1, 0], [1, 1], [1, 1])
